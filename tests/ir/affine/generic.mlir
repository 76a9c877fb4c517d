// The generic form of every affine op reads, verifies and prints back in
// the custom form (the attribute names are MLIR's).
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK: %r = affine.for %i = max {{.*}}(%c0)[%n] to min {{.*}}(%n)[%c0] step 2 iter_args(%s = %x) -> (f32) {
// CHECK-NEXT: %v = affine.load %A[%i + 1, %i floordiv 4 + symbol(%n) * 2] : memref<?x4xf32>
// CHECK-NEXT: affine.store %v, %A[%i, %i] : memref<?x4xf32>
// CHECK-NEXT: %a = affine.apply {{.*}}(%i)[%n]
// CHECK-NEXT: %m = affine.min {{.*}}(%i)[%n]
// CHECK-NEXT: affine.if {{.*}}(%i)[%n] {
// CHECK-NEXT: affine.prefetch %A[%i, %i], read, locality<3>, data : memref<?x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %w = affine.if {{.*}}(%i)[%n] -> f32 {
// CHECK: affine.parallel (%p, %q) = (0, max(%n, 2)) to (%n, min(%n * 2, 10)) step (1, 2) {
// CHECK: %red:2 = affine.parallel (%k) = (0) to (10) reduce ("addf", "maximumf") -> (f32, f32) {
// CHECK: %l = affine.linearize_index disjoint [%c0, %n] by (%n, 4) : index
// CHECK-NEXT: %l2 = affine.linearize_index [%c0, %n] by (4) : index
// CHECK-NEXT: %d:3 = affine.delinearize_index %n into (2, %n, 4) : index, index, index
// CHECK-NEXT: %vv = affine.vector_load %A[%c0, %c0] : memref<?x4xf32>, vector<4xf32>
// CHECK-NEXT: affine.vector_store %vv, %A[%c0, %c0] : memref<?x4xf32>, vector<4xf32>
// CHECK: affine.dma_start %src[%i + 3, %i], %dst[%i + 7, %i], %tag[%i], %num : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
// CHECK-NEXT: affine.dma_start %src[%i, %i], %dst[%i, %i], %tag[%i], %num, %num, %num : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
// CHECK-NEXT: affine.dma_wait %tag[%i], %num : memref<1xi32, 2>
#map = affine_map<(d0)[s0] -> (d0 + 1, d0 floordiv 4 + s0 * 2)>
#map1 = affine_map<(d0) -> (d0, d0)>
#map2 = affine_map<(d0)[s0] -> (d0 + s0)>
#map3 = affine_map<(d0)[s0] -> (d0 + s0, 3)>
#map4 = affine_map<() -> (0)>
#map6 = affine_map<(d0) -> (0, d0, 2)>
#map7 = affine_map<(d0) -> (d0, d0 * 2, 10)>
#map8 = affine_map<() -> (10)>
#map9 = affine_map<(d0) -> (d0 + 7, d0)>
#map10 = affine_map<(d0) -> (d0 + 3, d0)>
#map11 = affine_map<(d0) -> (d0)>
#set = affine_set<(d0)[s0] : (d0 - 10 >= 0, -d0 + s0 - 9 >= 0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x4xf32>, index, f32) -> f32, sym_name = "f"}> ({
  ^bb0(%A: memref<?x4xf32>, %n: index, %x: f32):
    %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %r = "affine.for"(%c0, %n, %n, %c0, %x) <{lowerBoundMap = #map3, operandSegmentSizes = array<i32: 2, 2, 1>, step = 2 : index, upperBoundMap = #map3}> ({
    ^bb0(%i: index, %s: f32):
      %v = "affine.load"(%A, %i, %n) <{map = #map}> : (memref<?x4xf32>, index, index) -> f32
      "affine.store"(%v, %A, %i) <{map = #map1}> : (f32, memref<?x4xf32>, index) -> ()
      %a = "affine.apply"(%i, %n) <{map = #map2}> : (index, index) -> index
      %m = "affine.min"(%i, %n) <{map = #map3}> : (index, index) -> index
      "affine.if"(%i, %n) <{condition = #set}> ({
        "affine.prefetch"(%A, %i) <{isDataCache = true, isWrite = false, localityHint = 3 : i32, map = #map1}> : (memref<?x4xf32>, index) -> ()
        "affine.yield"() : () -> ()
      }, {
      }) : (index, index) -> ()
      %w = "affine.if"(%i, %n) <{condition = #set}> ({
        "affine.yield"(%v) : (f32) -> ()
      }, {
        "affine.yield"(%s) : (f32) -> ()
      }) : (index, index) -> f32
      "affine.yield"(%w) : (f32) -> ()
    }) : (index, index, index, index, f32) -> f32
    "affine.parallel"(%n, %n) <{lowerBoundsGroups = dense<[1, 2]> : tensor<2xi32>, lowerBoundsMap = #map6, reductions = [], steps = [1, 2], upperBoundsGroups = dense<[1, 2]> : tensor<2xi32>, upperBoundsMap = #map7}> ({
    ^bb0(%p: index, %q: index):
      "affine.yield"() : () -> ()
    }) : (index, index) -> ()
    %red:2 = "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = #map4, reductions = [0, 4], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = #map8}> ({
    ^bb0(%k: index):
      "affine.yield"(%x, %x) : (f32, f32) -> ()
    }) : () -> (f32, f32)
    %l = "affine.linearize_index"(%c0, %n, %n) <{disjoint, operandSegmentSizes = array<i32: 2, 1>, static_basis = array<i64: -9223372036854775808, 4>}> : (index, index, index) -> index
    %l2 = "affine.linearize_index"(%c0, %n) <{disjoint = false, operandSegmentSizes = array<i32: 2, 0>, static_basis = array<i64: 4>}> : (index, index) -> index
    %d:3 = "affine.delinearize_index"(%n, %n) <{static_basis = array<i64: 2, -9223372036854775808, 4>}> : (index, index) -> (index, index, index)
    %vv = "affine.vector_load"(%A, %c0) <{map = #map1}> : (memref<?x4xf32>, index) -> vector<4xf32>
    "affine.vector_store"(%vv, %A, %c0) <{map = #map1}> : (vector<4xf32>, memref<?x4xf32>, index) -> ()
    "func.return"(%r) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>, index, index) -> (), sym_name = "dma"}> ({
  ^bb0(%src: memref<40x128xf32>, %dst: memref<2x1024xf32, 1>, %tag: memref<1xi32, 2>, %i: index, %num: index):
    "affine.dma_start"(%src, %i, %dst, %i, %tag, %i, %num) {dst_map = #map9, src_map = #map10, tag_map = #map11} : (memref<40x128xf32>, index, memref<2x1024xf32, 1>, index, memref<1xi32, 2>, index, index) -> ()
    "affine.dma_start"(%src, %i, %dst, %i, %tag, %i, %num, %num, %num) {dst_map = #map1, src_map = #map1, tag_map = #map11} : (memref<40x128xf32>, index, memref<2x1024xf32, 1>, index, memref<1xi32, 2>, index, index, index, index) -> ()
    "affine.dma_wait"(%tag, %i, %num) {tag_map = #map11} : (memref<1xi32, 2>, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
