// RUN: %affc --emit=mlir %s | FileCheck %s

// 2-D vectorization (`mlir-opt --affine-super-vectorize="virtual-vector-size=4,8"`):
// vector<4x8xf32> transfers with transposing and broadcasting permutation
// maps, and a 2-D broadcast of a loop-invariant scalar.

// CHECK-LABEL: func.func @v1
// CHECK: vector.broadcast %{{.*}} : f32 to vector<4x8xf32>
// CHECK: vector.transfer_read %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}} : memref<64x64xf32>, vector<4x8xf32>
// CHECK: vector.transfer_write %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] : vector<4x8xf32>, memref<64x64xf32>
// CHECK: vector.transfer_read %{{.*}} {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<64x64xf32>, vector<4x8xf32>
// CHECK: vector.transfer_write %{{.*}} {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<4x8xf32>, memref<64x64xf32>
// CHECK: vector.transfer_read %{{.*}} {permutation_map = affine_map<(d0, d1) -> (d0, 0)>} : memref<64x64xf32>, vector<4x8xf32>

#map = affine_map<(d0, d1) -> (d1, d0)>
#map1 = affine_map<(d0) -> (d0)>
#map2 = affine_map<(d0) -> (3)>
#map3 = affine_map<(d0, d1) -> (d0, 0)>
module {
  func.func @v1(%arg0: memref<64x64xf32>, %arg1: memref<64x64xf32>, %arg2: f32, %arg3: index) {
    %0 = vector.broadcast %arg2 : f32 to vector<4x8xf32>
    affine.for %arg4 = 0 to 64 step 4 {
      affine.for %arg5 = 0 to 64 step 8 {
        %1 = ub.poison : f32
        %2 = vector.transfer_read %arg0[%arg4, %arg5], %1 : memref<64x64xf32>, vector<4x8xf32>
        %3 = arith.addf %2, %0 : vector<4x8xf32>
        vector.transfer_write %3, %arg1[%arg4, %arg5] : vector<4x8xf32>, memref<64x64xf32>
      }
    }
    affine.for %arg4 = 0 to 64 step 4 {
      affine.for %arg5 = 0 to 64 step 8 {
        %1 = ub.poison : f32
        %2 = vector.transfer_read %arg0[%arg5, %arg4], %1 {permutation_map = #map} : memref<64x64xf32>, vector<4x8xf32>
        vector.transfer_write %2, %arg1[%arg5, %arg4] {permutation_map = #map} : vector<4x8xf32>, memref<64x64xf32>
      }
    }
    affine.for %arg4 = 0 to %arg3 step 4 {
      affine.for %arg5 = 0 to 64 step 8 {
        %1 = affine.apply #map1(%arg4)
        %2 = affine.apply #map2(%arg4)
        %3 = ub.poison : f32
        %4 = vector.transfer_read %arg0[%1, %2], %3 {permutation_map = #map3} : memref<64x64xf32>, vector<4x8xf32>
        vector.transfer_write %4, %arg1[%arg4, %arg5] : vector<4x8xf32>, memref<64x64xf32>
      }
    }
    return
  }
}

