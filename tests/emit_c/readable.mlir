// The C reads like hand-written C: names from SSA names, structured
// loops, single-use expressions inline, plain / and % where the operands
// are known non-negative, floor division helpers where they are not.
// RUN: %affc %s | FileCheck %s

// CHECK-LABEL: void matmul(float *A, float *B, float *C) {
// CHECK-NEXT:   for (int64_t i = 0; i < 64; i++) {
// CHECK-NEXT:     for (int64_t j = 0; j < 64; j++) {
// CHECK-NEXT:       float sum = C[i * 64 + j];
// CHECK-NEXT:       for (int64_t k = 0; k < 64; k++) {
// CHECK-NEXT:         sum = sum + (A[i * 64 + k] * B[k * 64 + j]);
// CHECK-NEXT:       }
// CHECK-NEXT:       C[i * 64 + j] = sum;
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @matmul(%A: memref<64x64xf32>, %B: memref<64x64xf32>, %C: memref<64x64xf32>) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 64 {
      %c0 = affine.load %C[%i, %j] : memref<64x64xf32>
      %r = affine.for %k = 0 to 64 iter_args(%sum = %c0) -> f32 {
        %a = affine.load %A[%i, %k] : memref<64x64xf32>
        %b = affine.load %B[%k, %j] : memref<64x64xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %sum, %p : f32
        affine.yield %s : f32
      }
      affine.store %r, %C[%i, %j] : memref<64x64xf32>
    }
  }
  return
}

// CHECK-LABEL: void tiles(float *A, int64_t A_d0, int64_t N) {
// CHECK-NEXT:   (void)A_d0;
// CHECK-NEXT:   for (int64_t ii = 0; ii < N; ii += 32) {
// CHECK-NEXT:     int64_t i_ub = ii + 32 < N ? ii + 32 : N;
// CHECK-NEXT:     for (int64_t i = ii; i < i_ub; i++) {
// CHECK-NEXT:       A[i / 4 * 4 + i % 4] = 0.0f;
// CHECK:   for (int64_t i = -8; i < 8; i++) {
// CHECK-NEXT:     A[affc_mod(i, 4)] = 1.0f;
func.func @tiles(%A: memref<?xf32>, %N: index) {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  affine.for %ii = 0 to %N step 32 {
    affine.for %i = affine_map<(d0) -> (d0)>(%ii) to min affine_map<(d0)[s0] -> (d0 + 32, s0)>(%ii)[%N] {
      affine.store %zero, %A[(%i floordiv 4) * 4 + %i mod 4] : memref<?xf32>
    }
  }
  affine.for %i = -8 to 8 {
    affine.store %one, %A[%i mod 4] : memref<?xf32>
  }
  return
}

// CHECK-LABEL: int64_t select(int64_t a, int64_t b) {
// CHECK-NEXT:   return (a < b) ? a : b;
func.func @select(%a: i64, %b: i64) -> i64 {
  %lt = arith.cmpi slt, %a, %b : i64
  %r = scf.if %lt -> i64 {
    scf.yield %a : i64
  } else {
    scf.yield %b : i64
  }
  return %r : i64
}
