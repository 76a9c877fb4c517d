// memref.dim does not take a zero-rank memref.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: memref_dim_rank0.mlir:5:8: error: 'memref.dim' op operand #0 must be unranked.memref of any type values or non-0-ranked.memref of any type values, but got 'memref<f32>'
func.func @f(%A: memref<f32>, %i: index) -> index {
  %0 = memref.dim %A, %i : memref<f32>
  return %0 : index
}
