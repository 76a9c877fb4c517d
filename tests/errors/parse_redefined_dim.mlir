// A dimension identifier declared twice in one map.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: parse_redefined_dim.mlir:4:24: error: redefinition of identifier 'd0'
#map = affine_map<(d0, d0) -> (d0)>
