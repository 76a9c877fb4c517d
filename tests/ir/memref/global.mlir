// RUN: %affc --emit=mlir %s | FileCheck %s

// memref.global: visibility, constant, uninitialized, external and typed
// initial values written without their tensor type.

// CHECK: memref.global "private" constant @c : memref<4xf32> = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> {alignment = 64 : i64}
memref.global "private" constant @c : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]> {alignment = 64 : i64}
// CHECK: memref.global @u : memref<2x3xi32> = uninitialized
memref.global @u : memref<2x3xi32> = uninitialized
// CHECK: memref.global "public" @ext : memref<8xi64>
memref.global "public" @ext : memref<8xi64>
// CHECK: memref.global "nested" @n : memref<i8>
memref.global "nested" @n : memref<i8>
// CHECK: memref.global @scalar : memref<f32> = dense<5.000000e-01>
memref.global @scalar : memref<f32> = dense<0.5>
// CHECK: memref.global @splat : memref<2x2xi16> = dense<7>
memref.global @splat : memref<2x2xi16> = dense<7>
// CHECK: memref.global @nested_init : memref<2x2xi32> = dense<{{\[\[}}1, 2], [3, 4]]>
memref.global @nested_init : memref<2x2xi32> = dense<[[1, 2], [3, 4]]>
// CHECK: memref.global @bools : memref<3xi1> = dense<[true, false, true]>
memref.global @bools : memref<3xi1> = dense<[true, false, true]>
// CHECK: memref.global constant @space : memref<2xf64, 1> = dense<0.000000e+00>
memref.global constant @space : memref<2xf64, 1> = dense<0.0>

// CHECK-LABEL: func.func @get_global
func.func @get_global() -> memref<4xf32> {
  // CHECK: memref.get_global @c : memref<4xf32>
  %0 = memref.get_global @c : memref<4xf32>
  // CHECK: memref.get_global @u : memref<2x3xi32>
  %1 = memref.get_global @u : memref<2x3xi32>
  // CHECK: memref.get_global @space : memref<2xf64, 1>
  %2 = memref.get_global @space : memref<2xf64, 1>
  return %0 : memref<4xf32>
}
