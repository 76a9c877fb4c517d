// A bare identifier in a subscript is undeclared.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: affine_undeclared_in_subscript.mlir:6:25: error: use of undeclared identifier
func.func @f(%A: memref<16xf32>) {
  affine.for %i = 0 to 4 {
    %v = affine.load %A[foo] : memref<16xf32>
  }
  return
}
