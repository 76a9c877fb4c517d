// An integer set whose constraint is not '>= 0' or '== 0'.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: parse_set_not_constraint.mlir:4:30: error: expected '== affine-expr' or '>= affine-expr' or '<= affine-expr'
#set = affine_set<(d0) : (d0 + 1)>
