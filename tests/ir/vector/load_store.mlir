// RUN: %affc --emit=mlir %s | FileCheck %s

// CHECK-LABEL: func.func @load_store
func.func @load_store(%A: memref<?x?xf32>, %V: memref<8xvector<4xi8>>, %i: index) {
  // CHECK: %[[X:.*]] = vector.load %A[%i, %i] : memref<?x?xf32>, vector<4xf32>
  %0 = vector.load %A[%i, %i] : memref<?x?xf32>, vector<4xf32>
  // CHECK: vector.load %A[%i, %i] {alignment = 16 : i64, nontemporal = true} : memref<?x?xf32>, vector<2x4xf32>
  %1 = vector.load %A[%i, %i] {nontemporal = true, alignment = 16} : memref<?x?xf32>, vector<2x4xf32>
  // CHECK: vector.load %A[%i, %i] : memref<?x?xf32>, vector<8xf32>
  %2 = vector.load %A[%i, %i] {nontemporal = false} : memref<?x?xf32>, vector<8xf32>
  // CHECK: vector.load %V[%i] : memref<8xvector<4xi8>>, vector<4xi8>
  %3 = vector.load %V[%i] : memref<8xvector<4xi8>>, vector<4xi8>
  // CHECK: vector.store %[[X]], %A[%i, %i] : memref<?x?xf32>, vector<4xf32>
  vector.store %0, %A[%i, %i] : memref<?x?xf32>, vector<4xf32>
  // CHECK: vector.store %1, %A[%i, %i] {nontemporal = true} : memref<?x?xf32>, vector<2x4xf32>
  vector.store %1, %A[%i, %i] {nontemporal = true} : memref<?x?xf32>, vector<2x4xf32>
  // CHECK: vector.store %3, %V[%i] : memref<8xvector<4xi8>>, vector<4xi8>
  vector.store %3, %V[%i] : memref<8xvector<4xi8>>, vector<4xi8>
  return
}
