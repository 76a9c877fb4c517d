// A file that ends after a binary operator of an affine expression.
// RUN: not %affc %s 2>&1 | FileCheck %s
// RUN: not %mlir-opt %s 2>&1 | FileCheck %s
// CHECK: parse_eof_binary_operator.mlir:5:41: error: missing right operand of binary operator
#m = affine_map<(d0, d1) -> (d0 floordiv
