// A masked transfer whose permutation_map is not the default one: the mask
// type follows the map written in the dictionary (here transposed).
// RUN: %affc --emit=mlir %s | FileCheck %s

// CHECK-LABEL: func.func @masked_transpose
// CHECK: vector.transfer_read %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}}, %{{.*}} {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<4x8xf32>
func.func @masked_transpose(%A: memref<?x?xf32>, %i: index, %m: vector<8x4xi1>) -> vector<4x8xf32> {
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %A[%i, %i], %pad, %m {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<4x8xf32>
  return %v : vector<4x8xf32>
}
