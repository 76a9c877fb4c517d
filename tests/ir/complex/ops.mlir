// The complex dialect: complex<T> types, memrefs of them, complex.constant
// and every op, with fastmath flags and attributes, printed as mlir-opt
// prints them (result types of re, im, abs, angle, eq and create inferred).
// RUN: %affc --emit=mlir %s | FileCheck %s

// CHECK-LABEL: func.func @ops
// CHECK-SAME: (%a: complex<f32>, %b: complex<f32>, %m: memref<4xcomplex<f64>>, %n: i32) -> complex<f32>
func.func @ops(%a: complex<f32>, %b: complex<f32>, %m: memref<4xcomplex<f64>>,
               %n: i32) -> complex<f32> {
  // CHECK-NEXT: %c = complex.constant [1.500000e+00 : f32, -2.250000e+00 : f32] : complex<f32>
  %c = complex.constant [1.5 : f32, -2.25 : f32] : complex<f32>
  // CHECK-NEXT: %0 = complex.add %a, %b : complex<f32>
  %0 = complex.add %a, %b : complex<f32>
  // CHECK-NEXT: %1 = complex.sub %a, %b fastmath<nnan,ninf> : complex<f32>
  %1 = complex.sub %a, %b fastmath<ninf,nnan> : complex<f32>
  // CHECK-NEXT: %2 = complex.mul %0, %1 {tag} : complex<f32>
  %2 = complex.mul %0, %1 {tag} : complex<f32>
  // CHECK-NEXT: %3 = complex.div %2, %c fastmath<fast> : complex<f32>
  %3 = complex.div %2, %c fastmath<fast> : complex<f32>
  // CHECK-NEXT: %4 = complex.neg %3 : complex<f32>
  %4 = complex.neg %3 fastmath<none> : complex<f32>
  // CHECK-NEXT: %5 = complex.abs %4 : complex<f32>
  %5 = complex.abs %4 : complex<f32>
  // CHECK-NEXT: %6 = complex.re %4 : complex<f32>
  %6 = complex.re %4 : complex<f32>
  // CHECK-NEXT: %7 = complex.im %4 fastmath<afn> : complex<f32>
  %7 = complex.im %4 fastmath<afn> : complex<f32>
  // CHECK-NEXT: %8 = complex.create %6, %7 : complex<f32>
  %8 = complex.create %6, %7 : complex<f32>
  // CHECK-NEXT: %9 = complex.conj %8 : complex<f32>
  %9 = complex.conj %8 : complex<f32>
  // CHECK-NEXT: %10 = complex.exp %9 : complex<f32>
  %10 = complex.exp %9 : complex<f32>
  // CHECK-NEXT: %11 = complex.log %10 : complex<f32>
  %11 = complex.log %10 : complex<f32>
  // CHECK-NEXT: %12 = complex.eq %11, %a : complex<f32>
  %12 = complex.eq %11, %a : complex<f32>
  // CHECK-NEXT: %13 = complex.neq %11, %a : complex<f32>
  %13 = complex.neq %11, %a : complex<f32>
  // CHECK-NEXT: %14 = complex.angle %11 : complex<f32>
  %14 = complex.angle %11 : complex<f32>
  // CHECK-NEXT: %15 = complex.sqrt %11 : complex<f32>
  %15 = complex.sqrt %11 : complex<f32>
  // CHECK-NEXT: %16 = complex.pow %15, %a : complex<f32>
  %16 = complex.pow %15, %a : complex<f32>
  // CHECK-NEXT: %17 = complex.bitcast %16 : complex<f32> to i64
  %17 = complex.bitcast %16 : complex<f32> to i64
  // CHECK-NEXT: %18 = complex.bitcast %17 : i64 to complex<f32>
  %18 = complex.bitcast %17 : i64 to complex<f32>
  // CHECK-NEXT: %19 = complex.powi %18, %n fastmath<nsz> : complex<f32>, i32
  %19 = complex.powi %18, %n fastmath<nsz> : complex<f32>, i32
  // CHECK-NEXT: %20 = complex.sign %19 : complex<f32>
  %20 = complex.sign %19 : complex<f32>
  // CHECK-NEXT: %21 = complex.atan2 %20, %a : complex<f32>
  %21 = complex.atan2 %20, %a : complex<f32>
  // CHECK-NEXT: %22 = complex.rsqrt %21 : complex<f32>
  %22 = complex.rsqrt %21 : complex<f32>
  // CHECK-NEXT: %23 = complex.expm1 %22 : complex<f32>
  %23 = complex.expm1 %22 : complex<f32>
  // CHECK-NEXT: %24 = complex.log1p %23 : complex<f32>
  %24 = complex.log1p %23 : complex<f32>
  // CHECK-NEXT: %25 = complex.sin %24 : complex<f32>
  %25 = complex.sin %24 : complex<f32>
  // CHECK-NEXT: %26 = complex.cos %25 : complex<f32>
  %26 = complex.cos %25 : complex<f32>
  // CHECK-NEXT: %27 = complex.tan %26 : complex<f32>
  %27 = complex.tan %26 : complex<f32>
  // CHECK-NEXT: %28 = complex.tanh %27 : complex<f32>
  %28 = complex.tanh %27 : complex<f32>
  // CHECK-NEXT: %c0 = arith.constant 0 : index
  %c0 = arith.constant 0 : index
  // CHECK-NEXT: %29 = memref.load %m[%c0] : memref<4xcomplex<f64>>
  %29 = memref.load %m[%c0] : memref<4xcomplex<f64>>
  // CHECK-NEXT: %30 = complex.constant [1 : i16, -2 : i16] : complex<i16>
  %30 = complex.constant [1 : i16, -2 : i16] : complex<i16>
  // CHECK-NEXT: %31 = complex.constant [0.000000e+00, 1.000000e+00] {tag} : complex<f64>
  %31 = "complex.constant"() <{value = [0.0 : f64, 1.0 : f64]}> {tag} : () -> complex<f64>
  // CHECK-NEXT: memref.store %31, %m[%c0] : memref<4xcomplex<f64>>
  memref.store %31, %m[%c0] : memref<4xcomplex<f64>>
  // CHECK-NEXT: %32 = complex.constant [-2.500000e+00, 3.000000e+00] : complex<f64>
  %32 = complex.constant [-2.5, 3.0] : complex<f64>
  // CHECK-NEXT: return %28 : complex<f32>
  return %28 : complex<f32>
}
