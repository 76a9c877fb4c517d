// vector.broadcast stretches only dimensions of size 1.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: vector_broadcast_dims.mlir:5:8: error: 'vector.broadcast' op dimension mismatch (4 vs. 3)
func.func @f(%v: vector<4xf32>) -> vector<2x3xf32> {
  %0 = vector.broadcast %v : vector<4xf32> to vector<2x3xf32>
  return %0 : vector<2x3xf32>
}
