// The two ABIs, called from C: the plain one (T * per memref, dynamic
// sizes as int64_t, several results or memref results in a struct) and
// --abi=mlir (_mlir_ciface_ with StridedMemRefType descriptors), each
// through the header --emit=h writes.
// RUN: %affc %s -o %t.plain.c
// RUN: %affc --emit=h %s -o %t.plain.h
// RUN: cc -std=c11 -Wall -Wextra -Werror -include %t.plain.h %S/Inputs/abi_plain_caller.c %t.plain.c -o %t.plain.exe -lm
// RUN: %t.plain.exe | FileCheck %s
// RUN: %affc --abi=mlir %s -o %t.mlir.c
// RUN: %affc --abi=mlir --emit=h %s -o %t.mlir.h
// RUN: cc -std=c11 -Wall -Wextra -Werror -include %t.mlir.h %S/Inputs/abi_mlir_caller.c %t.mlir.c -o %t.mlir.exe -lm
// RUN: %t.mlir.exe | FileCheck %s
// RUN: FileCheck %s --check-prefix=HEADER < %t.plain.h
// RUN: FileCheck %s --check-prefix=MLIRH < %t.mlir.h

// CHECK: saxpy 3 5 7 9
// CHECK: sum 66
// CHECK: make 4 0 1 4 9
// CHECK: minmax -7 12
// CHECK: column 2 6 10

// HEADER: #ifndef AFFC_{{.*}}_H
// HEADER: struct make_result {
// HEADER-NEXT:   int32_t *r0;
// HEADER-NEXT:   int64_t r0_d0;
// HEADER: void saxpy(float a, float *X, int64_t X_d0, float *Y, int64_t Y_d0);
// HEADER: double sum(double *A, int64_t A_d0);
// HEADER: struct make_result make(int64_t n);
// HEADER: struct minmax_result minmax(int64_t *A);
// HEADER: float first(float *A, int64_t A_d0, int64_t A_off, int64_t A_s0);
// HEADER-NOT: helper

// MLIRH: typedef struct {
// MLIRH-NEXT:   float *allocated;
// MLIRH-NEXT:   float *aligned;
// MLIRH-NEXT:   int64_t offset;
// MLIRH-NEXT:   int64_t sizes[1];
// MLIRH-NEXT:   int64_t strides[1];
// MLIRH-NEXT: } affc_memref_1d_f32;
// MLIRH: void _mlir_ciface_saxpy(float a, affc_memref_1d_f32 *X, affc_memref_1d_f32 *Y);
// MLIRH: void _mlir_ciface_make(affc_memref_1d_i32 *res, int64_t n);
// MLIRH: void _mlir_ciface_minmax(struct minmax_mlir_result *res, affc_memref_1d_i64 *A);

func.func private @helper(%x: f32) -> f32 {
  %two = arith.constant 2.0 : f32
  %y = arith.mulf %x, %two : f32
  return %y : f32
}

func.func @saxpy(%a: f32, %X: memref<?xf32>, %Y: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %n = memref.dim %X, %c0 : memref<?xf32>
  affine.for %i = 0 to %n {
    %x = affine.load %X[%i] : memref<?xf32>
    %y = affine.load %Y[%i] : memref<?xf32>
    %ax = arith.mulf %a, %x : f32
    %s = arith.addf %ax, %y : f32
    affine.store %s, %Y[%i] : memref<?xf32>
  }
  return
}

func.func @sum(%A: memref<?x4xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %n = memref.dim %A, %c0 : memref<?x4xf64>
  %zero = arith.constant 0.0 : f64
  %s = affine.for %i = 0 to %n iter_args(%acc = %zero) -> f64 {
    %r = affine.for %j = 0 to 4 iter_args(%t = %acc) -> f64 {
      %v = affine.load %A[%i, %j] : memref<?x4xf64>
      %u = arith.addf %t, %v : f64
      affine.yield %u : f64
    }
    affine.yield %r : f64
  }
  return %s : f64
}

func.func @make(%n: index) -> memref<?xi32> {
  %A = memref.alloc(%n) : memref<?xi32>
  affine.for %i = 0 to %n {
    %ii = arith.index_cast %i : index to i32
    %sq = arith.muli %ii, %ii : i32
    affine.store %sq, %A[%i] : memref<?xi32>
  }
  return %A : memref<?xi32>
}

func.func @minmax(%A: memref<8xi64>) -> (i64, i64) {
  %big = arith.constant 9223372036854775807 : i64
  %small = arith.constant -9223372036854775808 : i64
  %r:2 = affine.for %i = 0 to 8 iter_args(%lo = %big, %hi = %small) -> (i64, i64) {
    %v = affine.load %A[%i] : memref<8xi64>
    %l = arith.minsi %lo, %v : i64
    %h = arith.maxsi %hi, %v : i64
    affine.yield %l, %h : i64, i64
  }
  return %r#0, %r#1 : i64, i64
}

func.func @first(%A: memref<?xf32, strided<[?], offset: ?>>) -> f32 {
  %c0 = arith.constant 0 : index
  %x = memref.load %A[%c0] : memref<?xf32, strided<[?], offset: ?>>
  %y = func.call @helper(%x) : (f32) -> f32
  return %y : f32
}
