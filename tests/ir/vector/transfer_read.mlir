// RUN: %affc --emit=mlir %s | FileCheck %s

// vector.transfer_read: the minor identity permutation_map and all-false
// in_bounds are the defaults and are not printed.

// CHECK-LABEL: func.func @transfer_read
func.func @transfer_read(%A: memref<?x?xf32>, %i: index, %j: index, %m: vector<4xi1>) {
  %pad = arith.constant 0.0 : f32
  // CHECK: vector.transfer_read %A[%i, %j], %pad : memref<?x?xf32>, vector<4xf32>
  %0 = vector.transfer_read %A[%i, %j], %pad : memref<?x?xf32>, vector<4xf32>
  // CHECK: vector.transfer_read %A[%i, %j], %pad {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
  %1 = vector.transfer_read %A[%i, %j], %pad {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
  // CHECK: vector.transfer_read %A[%i, %j], %pad, %m : memref<?x?xf32>, vector<4xf32>
  %2 = vector.transfer_read %A[%i, %j], %pad, %m : memref<?x?xf32>, vector<4xf32>
  // CHECK: vector.transfer_read %A[%i, %j], %pad {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<?x?xf32>, vector<4xf32>
  %3 = vector.transfer_read %A[%i, %j], %pad {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<?x?xf32>, vector<4xf32>
  // CHECK: vector.transfer_read %A[%i, %j], %pad {permutation_map = affine_map<(d0, d1) -> (0)>} : memref<?x?xf32>, vector<4xf32>
  %4 = vector.transfer_read %A[%i, %j], %pad {permutation_map = affine_map<(d0, d1) -> (0)>} : memref<?x?xf32>, vector<4xf32>
  // CHECK: vector.transfer_read %A[%i, %j], %pad {in_bounds = [false, true], permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<4x8xf32>
  %5 = vector.transfer_read %A[%i, %j], %pad {permutation_map = affine_map<(d0, d1) -> (d1, d0)>, in_bounds = [false, true]} : memref<?x?xf32>, vector<4x8xf32>
  // CHECK: vector.transfer_read %A[%i, %j], %pad : memref<?x?xf32>, vector<2x4xf32>
  %6 = vector.transfer_read %A[%i, %j], %pad {permutation_map = affine_map<(d0, d1) -> (d0, d1)>, in_bounds = [false, false]} : memref<?x?xf32>, vector<2x4xf32>
  return
}

// CHECK-LABEL: func.func @sources
func.func @sources(%T: tensor<?x8xi32>, %V: memref<16xvector<4xf32>>, %Z: memref<f16>,
                   %i: index, %p: i32, %vp: vector<4xf32>, %h: f16) -> vector<8xi32> {
  // CHECK: vector.transfer_read %T[%i, %i], %p : tensor<?x8xi32>, vector<8xi32>
  %0 = vector.transfer_read %T[%i, %i], %p : tensor<?x8xi32>, vector<8xi32>
  // CHECK: vector.transfer_read %V[%i], %vp : memref<16xvector<4xf32>>, vector<2x4xf32>
  %1 = vector.transfer_read %V[%i], %vp : memref<16xvector<4xf32>>, vector<2x4xf32>
  // CHECK: vector.transfer_read %Z[], %h : memref<f16>, vector<f16>
  %2 = vector.transfer_read %Z[], %h : memref<f16>, vector<f16>
  // CHECK: vector.transfer_read %Z[], %h {permutation_map = affine_map<() -> (0)>} : memref<f16>, vector<1xf16>
  %3 = vector.transfer_read %Z[], %h {permutation_map = affine_map<() -> (0)>} : memref<f16>, vector<1xf16>
  return %0 : vector<8xi32>
}
