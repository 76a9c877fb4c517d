// What -O1 gives the C emitter, as a person would write it: the outermost
// parallel loop shared among threads (schedule(static, 1) when the
// iterations do unequal work), one region around a sequential time loop
// whose body is parallel loops, integer reductions as reduction clauses
// always, floating-point ones only with --parallel-reductions.
// RUN: %affc -O1 %s | FileCheck %s
// RUN: %affc -O1 --parallel-reductions %s | FileCheck %s --check-prefix=REASSOC
// RUN: %affc -O0 %s | FileCheck %s --check-prefix=O0

// CHECK-LABEL: void triangle(float *C) {
// CHECK-NEXT:  #pragma omp parallel for schedule(static, 1)
// CHECK-NEXT:  for (int64_t i = 0; i < 100; i++) {
// CHECK-NEXT:    for (int64_t j = 0; j < i; j++) {
// CHECK-LABEL: void stencil(float *A, float *B) {
// CHECK-NEXT:  #pragma omp parallel
// CHECK-NEXT:  for (int64_t t = 0; t < 10; t++) {
// CHECK-NEXT:    #pragma omp for schedule(static)
// CHECK:         #pragma omp for schedule(static)
// CHECK-LABEL: struct sum_result sum(int32_t *A, float *F) {
// CHECK:       #pragma omp parallel for schedule(static) reduction(affc_addi_i32: {{.*}})
// CHECK-NOT:   #pragma omp
// CHECK:       return
// REASSOC-LABEL: struct sum_result sum(int32_t *A, float *F) {
// REASSOC:       #pragma omp parallel for schedule(static) reduction(affc_addi_i32: {{.*}})
// REASSOC:       #pragma omp parallel for schedule(static) reduction(+: {{.*}})
// O0-NOT: #pragma omp parallel
func.func @triangle(%C: memref<100x100xf32>) {
  affine.for %i = 0 to 100 {
    affine.for %j = 0 to affine_map<(d0) -> (d0)>(%i) {
      %v = affine.load %C[%j, %i] : memref<100x100xf32>
      affine.store %v, %C[%i, %j] : memref<100x100xf32>
    }
  }
  return
}
func.func @stencil(%A: memref<100xf32>, %B: memref<100xf32>) {
  affine.for %t = 0 to 10 {
    affine.for %i = 1 to 99 {
      %a = affine.load %A[%i - 1] : memref<100xf32>
      %b = affine.load %A[%i + 1] : memref<100xf32>
      %s = arith.addf %a, %b : f32
      affine.store %s, %B[%i] : memref<100xf32>
    }
    affine.for %i = 1 to 99 {
      %b = affine.load %B[%i] : memref<100xf32>
      affine.store %b, %A[%i] : memref<100xf32>
    }
  }
  return
}
func.func @sum(%A: memref<100xi32>, %F: memref<100xf32>) -> (i32, f32) {
  %z = arith.constant 0 : i32
  %zf = arith.constant 0.0 : f32
  %s = affine.for %i = 0 to 100 iter_args(%acc = %z) -> (i32) {
    %v = affine.load %A[%i] : memref<100xi32>
    %t = arith.addi %acc, %v : i32
    affine.yield %t : i32
  }
  %f = affine.for %i = 0 to 100 iter_args(%acc = %zf) -> (f32) {
    %v = affine.load %F[%i] : memref<100xf32>
    %t = arith.addf %acc, %v : f32
    affine.yield %t : f32
  }
  return %s, %f : i32, f32
}
