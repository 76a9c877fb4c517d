// An affine.for marked affc.simd (the polyhedral scheduler marks the
// innermost loops that carry no dependence) is written with
// '#pragma omp simd', clang's warning for a loop it then cannot vectorize
// turned off; one of at most 32 iterations also gets clang's full
// unrolling turned off, which would drop the hint before clang's
// vectorizer sees it. One with iter_args is not marked (its iterations
// share a value).
// The scheduler's marks: an innermost parallel loop inside a parallel one.
// RUN: %affc %s | FileCheck %s
// RUN: %affc --passes='affine-polyhedral-schedule{tile=false}' --emit=mlir %s | FileCheck %s --check-prefix=MARK

// CHECK-LABEL: void marked({{.*}}) {
// CHECK:      #if defined(__clang__)
// CHECK-NEXT: #pragma clang diagnostic ignored "-Wpass-failed"
// CHECK-NEXT: #endif
// CHECK-NEXT: #pragma omp simd
// CHECK-NEXT: #if defined(__clang__)
// CHECK-NEXT: #pragma clang loop unroll(disable)
// CHECK-NEXT: #endif
// CHECK-NEXT: for (int64_t
func.func @marked(%A: memref<64xf32>, %k: index) {
  affine.for %i = affine_map<(d0) -> (d0)>(%k) to affine_map<(d0) -> (d0 + 32)>(%k) {
    %a = affine.load %A[%i] : memref<64xf32>
    %s = arith.addf %a, %a : f32
    affine.store %s, %A[%i] : memref<64xf32>
  } {affc.simd}
  return
}

// Longer loops, and loops whose trip count is not a constant, keep
// clang's unrolling.
// CHECK-LABEL: void long_or_unknown({{.*}}) {
// CHECK:      #pragma omp simd
// CHECK-NEXT: for (int64_t
// CHECK:      #pragma omp simd
// CHECK-NEXT: for (int64_t
// CHECK-NOT:  unroll(disable)
func.func @long_or_unknown(%A: memref<64xf32>, %n: index) {
  affine.for %i = 0 to 64 {
    %a = affine.load %A[%i] : memref<64xf32>
    %s = arith.addf %a, %a : f32
    affine.store %s, %A[%i] : memref<64xf32>
  } {affc.simd}
  affine.for %i = 0 to min affine_map<()[s0] -> (64, s0)>()[%n] {
    %a = affine.load %A[%i] : memref<64xf32>
    %s = arith.addf %a, %a : f32
    affine.store %s, %A[%i] : memref<64xf32>
  } {affc.simd}
  return
}

// CHECK-LABEL: float carried({{.*}}) {
// CHECK-NOT:  #pragma omp simd
// CHECK:      return
func.func @carried(%A: memref<64xf32>) -> f32 {
  %zero = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 64 iter_args(%acc = %zero) -> f32 {
    %a = affine.load %A[%i] : memref<64xf32>
    %s = arith.addf %acc, %a : f32
    affine.yield %s : f32
  } {affc.simd}
  return %r : f32
}

// MARK-LABEL: func.func @copy
// MARK:      affine.parallel (%c0) = (0) to (16) {
// MARK-NEXT:   affine.for %c1 = 0 to 32 {
// MARK:          affine.store
// MARK-NEXT:   } {affc.simd}
// MARK-NEXT: }
func.func @copy(%A: memref<16x32xf32>, %B: memref<16x32xf32>) {
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 32 {
      %a = affine.load %A[%i, %j] : memref<16x32xf32>
      affine.store %a, %B[%i, %j] : memref<16x32xf32>
    }
  }
  return
}
