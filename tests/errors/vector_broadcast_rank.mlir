// vector.broadcast cannot lower the rank.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: vector_broadcast_rank.mlir:5:8: error: 'vector.broadcast' op source rank higher than destination rank
func.func @f(%v: vector<2x4xf32>) -> vector<4xf32> {
  %0 = vector.broadcast %v : vector<2x4xf32> to vector<4xf32>
  return %0 : vector<4xf32>
}
