// memref.global initial values of complex numbers, dense<[(re,im), ...]>
// (f32, f64 with a splat, and integer parts): each element a C struct
// initializer {re, im}, read back part by part against mlir-runner.
// RUN: %exec %s
// RUN: %affc %s | FileCheck %s
// CHECK: static const affc_complex_f32 c32[3] = {{[{][{]}}1.5f, -2.25f}, {-0.0f, 3e+38f}, {HUGE_VALF, 0.5f{{[}][}]}};
memref.global "private" constant @c32 : memref<3xcomplex<f32>> = dense<[(1.5,-2.25), (-0.0,3.0e38), (0x7F800000,0.5)]>
memref.global "private" @c64 : memref<2xcomplex<f64>> = dense<(0.1,-7.0)>
func.func @main() {
  %a = memref.get_global @c32 : memref<3xcomplex<f32>>
  %b = memref.get_global @c64 : memref<2xcomplex<f64>>
  affine.for %i = 0 to 3 {
    %z = memref.load %a[%i] : memref<3xcomplex<f32>>
    %re = complex.re %z : complex<f32>
    %im = complex.im %z : complex<f32>
    %rb = arith.bitcast %re : f32 to i32
    %ib = arith.bitcast %im : f32 to i32
    vector.print %rb : i32
    vector.print %ib : i32
  }
  affine.for %i = 0 to 2 {
    %z = memref.load %b[%i] : memref<2xcomplex<f64>>
    %re = complex.re %z : complex<f64>
    %im = complex.im %z : complex<f64>
    vector.print %re : f64
    vector.print %im : f64
  }
  return
}
