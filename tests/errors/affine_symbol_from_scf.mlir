// An scf.for induction variable inside a function is no symbol of an inner
// affine op.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: affine_symbol_from_scf.mlir:10:12: error: 'affine.load' op operand cannot be used as a symbol
func.func @f(%A: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %k = %c0 to %n step %c1 {
    affine.for %i = 0 to 10 {
      %v = affine.load %A[%i + symbol(%k)] : memref<?xf32>
    }
  }
  return
}
