// Dense attributes of complex numbers, dense<[(re,im), ...]>: float and
// integer parts, nested shapes, a splat (written once, or as equal
// elements), in memref.global initial values and arith.constant tensors,
// printed as mlir-opt prints them.
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK: memref.global "private" constant @c : memref<2xcomplex<f32>> = dense<[(1.000000e+00,2.000000e+00), (3.000000e+00,-4.000000e+00)]>
// CHECK: memref.global "private" constant @s : memref<2xcomplex<f64>> = dense<(1.500000e+00,2.500000e+00)>
// CHECK: memref.global @i : memref<2x2xcomplex<i32>> = dense<{{\[\[}}(1,2), (3,4)], [(-5,6), (7,-8)]]>
// CHECK: memref.global "private" @e : memref<2xcomplex<f32>> = dense<(0.000000e+00,-1.000000e+00)>
memref.global "private" constant @c : memref<2xcomplex<f32>> = dense<[(1.0,2.0), (3.0,-4.0)]>
memref.global "private" constant @s : memref<2xcomplex<f64>> = dense<(1.5,2.5)>
memref.global @i : memref<2x2xcomplex<i32>> = dense<[[(1,2), (3,4)], [(-5,6), (7,-8)]]>
memref.global "private" @e : memref<2xcomplex<f32>> = dense<[(0.0,-1.0), (0.0,-1.0)]>
// CHECK-LABEL: func.func @f
// CHECK-NEXT: arith.constant dense<[(1.000000e+00,0x7FC00000), (-0.000000e+00,1.000000e+00)]> : tensor<2xcomplex<f32>>
func.func @f() -> tensor<2xcomplex<f32>> {
  %0 = arith.constant dense<[(1.0,0x7FC00000), (-0.0,1.0)]> : tensor<2xcomplex<f32>>
  return %0 : tensor<2xcomplex<f32>>
}
