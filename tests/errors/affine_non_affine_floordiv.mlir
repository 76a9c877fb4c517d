// The right operand of floordiv must be a constant or a symbol.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: affine_non_affine_floordiv.mlir:7:30: error: non-affine expression: right operand of floordiv has to be either a constant or symbolic
func.func @f(%A: memref<16xf32>) {
  affine.for %i = 0 to 4 {
    affine.for %j = 1 to 4 {
      %v = affine.load %A[%i floordiv %j] : memref<16xf32>
    }
  }
  return
}
