// arith.cmpf with every predicate (including the constant false and
// true), fastmath flags, vectors and tensors.
// RUN: %affc --emit=mlir %s | FileCheck %s

// CHECK-LABEL: func.func @cmpf(
// CHECK-NEXT: %0 = arith.cmpf false, %arg0, %arg1 : f32
// CHECK-NEXT: %1 = arith.cmpf oeq, %arg0, %arg1 : f32
// CHECK-NEXT: %2 = arith.cmpf ogt, %arg0, %arg1 : f32
// CHECK-NEXT: %3 = arith.cmpf oge, %arg0, %arg1 : f32
// CHECK-NEXT: %4 = arith.cmpf olt, %arg0, %arg1 : f32
// CHECK-NEXT: %5 = arith.cmpf ole, %arg0, %arg1 : f32
// CHECK-NEXT: %6 = arith.cmpf one, %arg0, %arg1 : f32
// CHECK-NEXT: %7 = arith.cmpf ord, %arg0, %arg1 : f32
// CHECK-NEXT: %8 = arith.cmpf ueq, %arg0, %arg1 : f32
// CHECK-NEXT: %9 = arith.cmpf ugt, %arg0, %arg1 : f32
// CHECK-NEXT: %10 = arith.cmpf uge, %arg0, %arg1 : f32
// CHECK-NEXT: %11 = arith.cmpf ult, %arg0, %arg1 : f32
// CHECK-NEXT: %12 = arith.cmpf ule, %arg0, %arg1 : f32
// CHECK-NEXT: %13 = arith.cmpf une, %arg0, %arg1 : f32
// CHECK-NEXT: %14 = arith.cmpf uno, %arg0, %arg1 : f32
// CHECK-NEXT: %15 = arith.cmpf true, %arg0, %arg1 : f32
// CHECK-NEXT: %16 = arith.cmpf olt, %arg2, %arg2 fastmath<nnan> : f64
// CHECK-NEXT: %17 = arith.cmpf une, %arg3, %arg3 fastmath<fast> : vector<4xf16>
// CHECK-NEXT: %18 = arith.cmpf uno, %arg4, %arg4 : tensor<3xbf16>
// CHECK-NEXT: %19 = arith.cmpf ord, %arg0, %arg1 : f32
// CHECK-NEXT: %20 = arith.cmpf oeq, %arg0, %arg1 fastmath<ninf> {tag} : f32

func.func @cmpf(%arg0: f32, %arg1: f32, %arg2: f64, %arg3: vector<4xf16>, %arg4: tensor<3xbf16>) {
  %0 = arith.cmpf false, %arg0, %arg1 : f32
  %1 = arith.cmpf oeq, %arg0, %arg1 : f32
  %2 = arith.cmpf ogt, %arg0, %arg1 : f32
  %3 = arith.cmpf oge, %arg0, %arg1 : f32
  %4 = arith.cmpf olt, %arg0, %arg1 : f32
  %5 = arith.cmpf ole, %arg0, %arg1 : f32
  %6 = arith.cmpf one, %arg0, %arg1 : f32
  %7 = arith.cmpf ord, %arg0, %arg1 : f32
  %8 = arith.cmpf ueq, %arg0, %arg1 : f32
  %9 = arith.cmpf ugt, %arg0, %arg1 : f32
  %10 = arith.cmpf uge, %arg0, %arg1 : f32
  %11 = arith.cmpf ult, %arg0, %arg1 : f32
  %12 = arith.cmpf ule, %arg0, %arg1 : f32
  %13 = arith.cmpf une, %arg0, %arg1 : f32
  %14 = arith.cmpf uno, %arg0, %arg1 : f32
  %15 = arith.cmpf true, %arg0, %arg1 : f32
  %16 = arith.cmpf olt, %arg2, %arg2 fastmath<nnan> : f64
  %17 = arith.cmpf une, %arg3, %arg3 fastmath<fast> : vector<4xf16>
  %18 = arith.cmpf uno, %arg4, %arg4 : tensor<3xbf16>
  %19 = arith.cmpf ord, %arg0, %arg1 fastmath<none> : f32
  %20 = arith.cmpf oeq, %arg0, %arg1 fastmath<ninf> {tag} : f32
  return
}
