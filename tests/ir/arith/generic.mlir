// The generic form of arith ops prints in custom form: properties become
// keywords and modifiers (default-valued ones such as fastmath<none> or
// overflow<none> vanish, optional ones such as extf's fastmath stay), and
// flags print in MLIR's canonical order whatever order they were given in.
// RUN: %affc --emit=mlir %s | FileCheck %s

// CHECK-LABEL: func.func @generic(
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT: %1 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %2 = arith.muli %arg0, %arg1 overflow<nsw, nuw> : i32
// CHECK-NEXT: %3 = arith.addf %arg2, %arg3 : f32
// CHECK-NEXT: %4 = arith.mulf %arg2, %arg3 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %5 = arith.cmpi slt, %arg0, %arg1 : i32
// CHECK-NEXT: %6 = arith.cmpf true, %arg2, %arg3 fastmath<fast> : f32
// CHECK-NEXT: %7 = arith.truncf %arg2 downward : f32 to f16
// CHECK-NEXT: %8 = arith.extf %arg2 fastmath<none> : f32 to f64
// CHECK-NEXT: %9 = arith.divsi %arg0, %arg1 exact : i32
// CHECK-NEXT: %10 = arith.select %arg4, %arg0, %arg1 : i32
// CHECK-NEXT: %c42_i32 = arith.constant 42 : i32
// CHECK-NEXT: %cst = arith.constant dense<[1.000000e+00, 2.000000e+00]> : vector<2xf32>
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %11 = arith.addi %arg0, %arg1 {other = 5 : i64} : i32
// CHECK-NEXT: %12 = arith.negf %arg2 fastmath<afn> {other} : f32
// CHECK-NEXT: %13 = arith.trunci %arg0 overflow<nuw> : i32 to i8

func.func @generic(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: f32, %arg4: i1) {
  %0 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
  %1 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
  %2 = "arith.muli"(%arg0, %arg1) {overflowFlags = #arith.overflow<nuw, nsw>} : (i32, i32) -> i32
  %3 = "arith.addf"(%arg2, %arg3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
  %4 = "arith.mulf"(%arg2, %arg3) <{fastmath = #arith.fastmath<ninf,nnan>}> : (f32, f32) -> f32
  %5 = "arith.cmpi"(%arg0, %arg1) <{predicate = 2 : i64}> : (i32, i32) -> i1
  %6 = "arith.cmpf"(%arg2, %arg3) <{fastmath = #arith.fastmath<fast>, predicate = 15 : i64}> : (f32, f32) -> i1
  %7 = "arith.truncf"(%arg2) <{roundingmode = 1 : i32}> : (f32) -> f16
  %8 = "arith.extf"(%arg2) <{fastmath = #arith.fastmath<none>}> : (f32) -> f64
  %9 = "arith.divsi"(%arg0, %arg1) <{isExact}> : (i32, i32) -> i32
  %10 = "arith.select"(%arg4, %arg0, %arg1) : (i1, i32, i32) -> i32
  %c42_i32 = "arith.constant"() <{value = 42 : i32}> : () -> i32
  %cst = "arith.constant"() <{value = dense<[1.0, 2.0]> : vector<2xf32>}> : () -> vector<2xf32>
  %true = "arith.constant"() {value = 1 : i1} : () -> i1
  %11 = "arith.addi"(%arg0, %arg1) {other = 5 : i64} : (i32, i32) -> i32
  %12 = "arith.negf"(%arg2) <{fastmath = #arith.fastmath<afn>}> {other} : (f32) -> f32
  %13 = "arith.trunci"(%arg0) <{overflowFlags = #arith.overflow<nuw>}> : (i32) -> i8
  return
}
