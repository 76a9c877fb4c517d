// A file that ends inside an affine subscript (mlir-opt: "expected affine expression").
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: parse_truncated_subscript.mlir:5:22: error: unexpected end of file
func.func @f(%A: memref<4xf32>) {
  %0 = affine.load %A[