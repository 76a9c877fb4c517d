// vector.reduction reduces 0-D and 1-D vectors only.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: vector_reduction_rank.mlir:5:8: error: 'vector.reduction' op unsupported reduction rank: 2
func.func @f(%v: vector<2x4xf32>) -> f32 {
  %0 = vector.reduction <add>, %v : vector<2x4xf32> into f32
  return %0 : f32
}
