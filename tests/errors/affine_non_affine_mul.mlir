// The product of two loop induction variables is not an affine subscript.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: affine_non_affine_mul.mlir:7:30: error: non-affine expression: at least one of the multiply operands has to be either a constant or symbolic
func.func @f(%A: memref<16xf32>) {
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 4 {
      %v = affine.load %A[%i * %j] : memref<16xf32>
    }
  }
  return
}
