// A scalar is inserted at a full position.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: vector_insert_rank.mlir:5:8: error: 'vector.insert' op expected position attribute rank to match the dest vector rank
func.func @f(%v: vector<2x4xf32>, %x: f32) -> vector<2x4xf32> {
  %0 = vector.insert %x, %v[1] : f32 into vector<2x4xf32>
  return %0 : vector<2x4xf32>
}
