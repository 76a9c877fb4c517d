// An attribute alias defined twice.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: parse_redefined_alias.mlir:5:1: error: redefinition of attribute alias id 'm'
#m = affine_map<(d0) -> (d0)>
#m = affine_map<(d0) -> (d0 + 1)>
