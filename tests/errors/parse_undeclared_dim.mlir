// An affine map that uses a dimension it does not declare.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: parse_undeclared_dim.mlir:4:28: error: use of undeclared identifier 'd1'
#map = affine_map<(d0) -> (d1)>
