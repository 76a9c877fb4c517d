// RUN: %affc --emit=mlir %s | FileCheck %s

// CHECK-LABEL: func.func @transfer_write
func.func @transfer_write(%A: memref<?x?xf32>, %T: tensor<8x8xf32>, %i: index,
                          %v: vector<4xf32>, %w: vector<4x2xf32>, %m: vector<4xi1>) -> tensor<8x8xf32> {
  // CHECK: vector.transfer_write %v, %A[%i, %i] : vector<4xf32>, memref<?x?xf32>
  vector.transfer_write %v, %A[%i, %i] : vector<4xf32>, memref<?x?xf32>
  // CHECK: vector.transfer_write %v, %A[%i, %i] {in_bounds = [true]} : vector<4xf32>, memref<?x?xf32>
  vector.transfer_write %v, %A[%i, %i] {in_bounds = [true]} : vector<4xf32>, memref<?x?xf32>
  // CHECK: vector.transfer_write %v, %A[%i, %i], %m : vector<4xf32>, memref<?x?xf32>
  vector.transfer_write %v, %A[%i, %i], %m : vector<4xf32>, memref<?x?xf32>
  // CHECK: vector.transfer_write %w, %A[%i, %i] {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<4x2xf32>, memref<?x?xf32>
  vector.transfer_write %w, %A[%i, %i] {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<4x2xf32>, memref<?x?xf32>
  // CHECK: %[[T:.*]] = vector.transfer_write %v, %T[%i, %i] : vector<4xf32>, tensor<8x8xf32>
  %0 = vector.transfer_write %v, %T[%i, %i] : vector<4xf32>, tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
