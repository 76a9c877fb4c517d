// RUN: %affc --emit=mlir %s | FileCheck %s

// CHECK-LABEL: func.func @broadcast
func.func @broadcast(%f: f32, %i: index, %v: vector<4xf32>, %w: vector<1x4xf32>, %b: i1) {
  // CHECK: vector.broadcast %f : f32 to vector<4xf32>
  %0 = vector.broadcast %f : f32 to vector<4xf32>
  // CHECK: vector.broadcast %i : index to vector<2x3xindex>
  %1 = vector.broadcast %i : index to vector<2x3xindex>
  // CHECK: vector.broadcast %v : vector<4xf32> to vector<3x4xf32>
  %2 = vector.broadcast %v : vector<4xf32> to vector<3x4xf32>
  // CHECK: vector.broadcast %w : vector<1x4xf32> to vector<2x8x4xf32>
  %3 = vector.broadcast %w : vector<1x4xf32> to vector<2x8x4xf32>
  // CHECK: vector.broadcast %f : f32 to vector<f32>
  %4 = vector.broadcast %f : f32 to vector<f32>
  // CHECK: vector.broadcast %b : i1 to vector<[4]xi1>
  %5 = vector.broadcast %b : i1 to vector<[4]xi1>
  return
}
