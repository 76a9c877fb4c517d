// RUN: %affc --emit=mlir %s | FileCheck %s

// vector.extract and vector.insert with static, dynamic and poison (-1)
// positions; insert prints a space before its position list.

// CHECK-LABEL: func.func @extract_insert
func.func @extract_insert(%v: vector<2x4xf32>, %w: vector<4xf32>, %f: f32, %i: index) {
  // CHECK: vector.extract %v[1] : vector<4xf32> from vector<2x4xf32>
  %0 = vector.extract %v[1] : vector<4xf32> from vector<2x4xf32>
  // CHECK: vector.extract %v[1, %i] : f32 from vector<2x4xf32>
  %1 = vector.extract %v[1, %i] : f32 from vector<2x4xf32>
  // CHECK: vector.extract %v[] : vector<2x4xf32> from vector<2x4xf32>
  %2 = vector.extract %v[] : vector<2x4xf32> from vector<2x4xf32>
  // CHECK: vector.extract %w[-1] : f32 from vector<4xf32>
  %3 = vector.extract %w[-1] : f32 from vector<4xf32>
  // CHECK: vector.insert %f, %v [0, 2] : f32 into vector<2x4xf32>
  %4 = vector.insert %f, %v [0, 2] : f32 into vector<2x4xf32>
  // CHECK: vector.insert %w, %v [%i] : vector<4xf32> into vector<2x4xf32>
  %5 = vector.insert %w, %v [%i] : vector<4xf32> into vector<2x4xf32>
  // CHECK: vector.insert %f, %w [3] : f32 into vector<4xf32>
  %6 = vector.insert %f, %w[3] : f32 into vector<4xf32>
  return
}
