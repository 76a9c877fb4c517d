// A character that cannot start a token inside an affine expression.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: parse_bad_char_in_expr.mlir:4:31: error: expected ',' or ')'
#map = affine_map<(d0) -> (d0 ? 2)>
