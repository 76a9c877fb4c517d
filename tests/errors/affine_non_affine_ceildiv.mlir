// The right operand of ceildiv must be a constant or a symbol.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: affine_non_affine_ceildiv.mlir:7:30: error: non-affine expression: right operand of ceildiv has to be either a constant or symbolic
func.func @f(%A: memref<16xf32>) {
  affine.for %i = 0 to 4 {
    affine.for %j = 1 to 4 {
      %v = affine.load %A[%i ceildiv %j + 1] : memref<16xf32>
    }
  }
  return
}
