// Bitwise reductions need integers.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: vector_reduction_type.mlir:5:8: error: 'vector.reduction' op unsupported reduction type ''f32'' for kind 'xor'
func.func @f(%v: vector<4xf32>) -> f32 {
  %0 = vector.reduction <xor>, %v : vector<4xf32> into f32
  return %0 : f32
}
