// RUN: %affc --emit=mlir %s | FileCheck %s

// CHECK-LABEL: func.func @strided_slice
func.func @strided_slice(%v: vector<4x8xf32>, %w: vector<2xf32>, %x: vector<2x2xf32>) {
  // CHECK: vector.extract_strided_slice %v {offsets = [0, 2], sizes = [2, 4], strides = [1, 1]} : vector<4x8xf32> to vector<2x4xf32>
  %0 = vector.extract_strided_slice %v {offsets = [0, 2], sizes = [2, 4], strides = [1, 1]} : vector<4x8xf32> to vector<2x4xf32>
  // CHECK: vector.extract_strided_slice %v {offsets = [1], sizes = [3], strides = [1]} : vector<4x8xf32> to vector<3x8xf32>
  %1 = vector.extract_strided_slice %v {offsets = [1], sizes = [3], strides = [1]} : vector<4x8xf32> to vector<3x8xf32>
  // CHECK: vector.insert_strided_slice %w, %v {offsets = [3, 6], strides = [1]} : vector<2xf32> into vector<4x8xf32>
  %2 = vector.insert_strided_slice %w, %v {offsets = [3, 6], strides = [1]} : vector<2xf32> into vector<4x8xf32>
  // CHECK: vector.insert_strided_slice %x, %v {offsets = [2, 0], strides = [1, 1]} : vector<2x2xf32> into vector<4x8xf32>
  %3 = vector.insert_strided_slice %x, %v {offsets = [2, 0], strides = [1, 1]} : vector<2x2xf32> into vector<4x8xf32>
  return
}
