// vector.maskedload / maskedstore (lane k at base + k when its mask bit is
// set) and expandload / compressstore (the set lanes at consecutive
// elements), 1-D and 2-D, with an alignment, in custom and generic form.
// RUN: %affc --emit=mlir %s | FileCheck %s

// CHECK-LABEL: func.func @masked
func.func @masked(%m: memref<16xf32>, %m2: memref<4x8xi32>, %i: index,
                  %mask: vector<4xi1>, %mask2: vector<2x4xi1>,
                  %p: vector<4xf32>, %p2: vector<2x4xi32>) {
  // CHECK-NEXT: %0 = vector.maskedload %m[%i], %mask, %p : memref<16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %0 = vector.maskedload %m[%i], %mask, %p : memref<16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  // CHECK-NEXT: %1 = vector.maskedload %m2[%i, %i], %mask2, %p2 {alignment = 16 : i64} : memref<4x8xi32>, vector<2x4xi1>, vector<2x4xi32> into vector<2x4xi32>
  %1 = vector.maskedload %m2[%i, %i], %mask2, %p2 {alignment = 16} : memref<4x8xi32>, vector<2x4xi1>, vector<2x4xi32> into vector<2x4xi32>
  // CHECK-NEXT: vector.maskedstore %m[%i], %mask, %0 : memref<16xf32>, vector<4xi1>, vector<4xf32>
  vector.maskedstore %m[%i], %mask, %0 : memref<16xf32>, vector<4xi1>, vector<4xf32>
  // CHECK-NEXT: vector.maskedstore %m2[%i, %i], %mask2, %1 : memref<4x8xi32>, vector<2x4xi1>, vector<2x4xi32>
  "vector.maskedstore"(%m2, %i, %i, %mask2, %1) : (memref<4x8xi32>, index, index, vector<2x4xi1>, vector<2x4xi32>) -> ()
  // CHECK-NEXT: %2 = vector.expandload %m[%i], %mask, %p : memref<16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %2 = vector.expandload %m[%i], %mask, %p : memref<16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  // CHECK-NEXT: vector.compressstore %m[%i], %mask, %2 : memref<16xf32>, vector<4xi1>, vector<4xf32>
  vector.compressstore %m[%i], %mask, %2 : memref<16xf32>, vector<4xi1>, vector<4xf32>
  // CHECK-NEXT: %3 = vector.expandload %m2[%i, %i], %mask2, %p2 : memref<4x8xi32>, vector<2x4xi1>, vector<2x4xi32> into vector<2x4xi32>
  %3 = "vector.expandload"(%m2, %i, %i, %mask2, %p2) : (memref<4x8xi32>, index, index, vector<2x4xi1>, vector<2x4xi32>) -> vector<2x4xi32>
  return
}
