// A loop induction variable cannot be bound to a symbol.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: affine_invalid_symbol.mlir:6:10: error: 'affine.load' op operand cannot be used as a symbol
func.func @f(%A: memref<16xf32>) {
  affine.for %i = 0 to 4 {
    %v = affine.load %A[symbol(%i) + 1] : memref<16xf32>
  }
  return
}
