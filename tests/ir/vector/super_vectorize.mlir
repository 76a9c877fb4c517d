// RUN: %affc --emit=mlir %s | FileCheck %s

// What `mlir-opt --affine-super-vectorize="virtual-vector-size=8
// vectorize-reductions"` makes of a few kernels (saxpy, matmul, a masked
// sum and max, an elementwise 2-D loop): ub.poison paddings,
// vector.transfer_read/write with default and broadcast permutation maps,
// broadcast, create_mask and reduction.

// CHECK-LABEL: func.func @saxpy
// CHECK: vector.broadcast %{{.*}} : f32 to vector<8xf32>
// CHECK: ub.poison : f32
// CHECK: vector.transfer_read %{{.*}}[%{{.*}}], %{{.*}} : memref<1024xf32>, vector<8xf32>
// CHECK: vector.transfer_write %{{.*}}, %{{.*}}[%{{.*}}] : vector<8xf32>, memref<1024xf32>
// CHECK-LABEL: func.func @matmul
// CHECK: vector.transfer_read %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}} {permutation_map = {{.*}}} : memref<64x64xf32>, vector<8xf32>
// CHECK-LABEL: func.func @sum
// CHECK: vector.create_mask %{{.*}} : vector<8xi1>
// CHECK: vector.reduction <add>, %{{.*}} : vector<8xf32> into f32
// CHECK-LABEL: func.func @imax
// CHECK: ub.poison : i32
// CHECK: vector.reduction <maxsi>, %{{.*}} : vector<8xi32> into i32

#map = affine_map<(d0, d1) -> (0)>
#map1 = affine_map<(d0)[s0] -> (-d0 + s0)>
#map2 = affine_map<(d0) -> (-d0 + 100)>
module {
  func.func @saxpy(%arg0: f32, %arg1: memref<1024xf32>, %arg2: memref<1024xf32>) {
    %0 = vector.broadcast %arg0 : f32 to vector<8xf32>
    affine.for %arg3 = 0 to 1024 step 8 {
      %1 = ub.poison : f32
      %2 = vector.transfer_read %arg1[%arg3], %1 : memref<1024xf32>, vector<8xf32>
      %3 = ub.poison : f32
      %4 = vector.transfer_read %arg2[%arg3], %3 : memref<1024xf32>, vector<8xf32>
      %5 = arith.mulf %0, %2 : vector<8xf32>
      %6 = arith.addf %5, %4 : vector<8xf32>
      vector.transfer_write %6, %arg2[%arg3] : vector<8xf32>, memref<1024xf32>
    }
    return
  }
  func.func @matmul(%arg0: memref<64x64xf32>, %arg1: memref<64x64xf32>, %arg2: memref<64x64xf32>) {
    affine.for %arg3 = 0 to 64 {
      affine.for %arg4 = 0 to 64 step 8 {
        affine.for %arg5 = 0 to 64 {
          %0 = ub.poison : f32
          %1 = vector.transfer_read %arg0[%arg3, %arg5], %0 {permutation_map = #map} : memref<64x64xf32>, vector<8xf32>
          %2 = ub.poison : f32
          %3 = vector.transfer_read %arg1[%arg5, %arg4], %2 : memref<64x64xf32>, vector<8xf32>
          %4 = ub.poison : f32
          %5 = vector.transfer_read %arg2[%arg3, %arg4], %4 : memref<64x64xf32>, vector<8xf32>
          %6 = arith.mulf %1, %3 : vector<8xf32>
          %7 = arith.addf %5, %6 : vector<8xf32>
          vector.transfer_write %7, %arg2[%arg3, %arg4] : vector<8xf32>, memref<64x64xf32>
        }
      }
    }
    return
  }
  func.func @sum(%arg0: memref<?xf32>, %arg1: index) -> f32 {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant dense<0.000000e+00> : vector<8xf32>
    %0 = affine.for %arg2 = 0 to %arg1 step 8 iter_args(%arg3 = %cst_0) -> (vector<8xf32>) {
      %2 = affine.apply #map1(%arg2)[%arg1]
      %3 = vector.create_mask %2 : vector<8xi1>
      %4 = ub.poison : f32
      %5 = vector.transfer_read %arg0[%arg2], %4 : memref<?xf32>, vector<8xf32>
      %6 = arith.select %3, %5, %cst_0 : vector<8xi1>, vector<8xf32>
      %7 = arith.addf %arg3, %6 : vector<8xf32>
      affine.yield %7 : vector<8xf32>
    }
    %1 = vector.reduction <add>, %0 : vector<8xf32> into f32
    return %1 : f32
  }
  func.func @imax(%arg0: memref<100xi32>) -> i32 {
    %c0_i32 = arith.constant 0 : i32
    %cst = arith.constant dense<-2147483648> : vector<8xi32>
    %0 = affine.for %arg1 = 0 to 100 step 8 iter_args(%arg2 = %cst) -> (vector<8xi32>) {
      %3 = affine.apply #map2(%arg1)
      %4 = vector.create_mask %3 : vector<8xi1>
      %5 = ub.poison : i32
      %6 = vector.transfer_read %arg0[%arg1], %5 : memref<100xi32>, vector<8xi32>
      %7 = arith.select %4, %6, %cst : vector<8xi1>, vector<8xi32>
      %8 = arith.maxsi %arg2, %7 : vector<8xi32>
      affine.yield %8 : vector<8xi32>
    }
    %1 = vector.reduction <maxsi>, %0 : vector<8xi32> into i32
    %2 = arith.maxsi %1, %c0_i32 : i32
    return %2 : i32
  }
  func.func @rows(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>, %arg2: index, %arg3: index) {
    affine.for %arg4 = 0 to %arg2 {
      affine.for %arg5 = 0 to %arg3 step 8 {
        %0 = ub.poison : f32
        %1 = vector.transfer_read %arg0[%arg4, %arg5], %0 : memref<?x?xf32>, vector<8xf32>
        %2 = math.exp %1 : vector<8xf32>
        vector.transfer_write %2, %arg1[%arg4, %arg5] : vector<8xf32>, memref<?x?xf32>
      }
    }
    return
  }
}

