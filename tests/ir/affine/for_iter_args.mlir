// affine.for with loop-carried values: iter_args, results and the yield
// that the custom form then prints.
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK: %sum = affine.for %i = 0 to 10 step 2 iter_args(%acc = %zero) -> (f32) {
// CHECK-NEXT: %t = affine.load %buf[%i] : memref<1024xf32>
// CHECK-NEXT: %next = arith.addf %acc, %t : f32
// CHECK-NEXT: affine.yield %next : f32
// CHECK-NEXT: }
// CHECK: %res:2 = affine.for %j = 0 to 128 iter_args(%a = %c1, %b = %c2) -> (index, index) {
// CHECK: affine.yield %y0, %y1 : index, index
func.func @f(%buf: memref<1024xf32>) -> f32 {
  %zero = arith.constant 0.0 : f32
  %sum = affine.for %i = 0 to 10 step 2 iter_args(%acc = %zero) -> (f32) {
    %t = affine.load %buf[%i] : memref<1024xf32>
    %next = arith.addf %acc, %t : f32
    affine.yield %next : f32
  }
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %res:2 = affine.for %j = 0 to 128 iter_args(%a = %c1, %b = %c2) -> (index, index) {
    %y0 = arith.addi %a, %c1 : index
    %y1 = arith.addi %b, %c2 : index
    affine.yield %y0, %y1 : index, index
  }
  return %sum : f32
}
