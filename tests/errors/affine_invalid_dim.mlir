// An arith.addi of an induction variable is neither a dimension nor a symbol.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: affine_invalid_dim.mlir:7:10: error: 'affine.load' op operand cannot be used as a dimension id
func.func @f(%A: memref<16xf32>) {
  affine.for %i = 0 to 4 {
    %w = arith.addi %i, %i : index
    %v = affine.load %A[%w] : memref<16xf32>
  }
  return
}
