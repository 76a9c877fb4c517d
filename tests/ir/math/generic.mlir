// The generic form of math ops prints in custom form, with fastmath flags
// in canonical order and fastmath<none> elided.
// RUN: %affc --emit=mlir %s | FileCheck %s

// CHECK-LABEL: func.func @generic(
// CHECK-NEXT: %0 = math.sqrt %arg0 : f32
// CHECK-NEXT: %1 = math.exp %arg0 fastmath<reassoc,ninf> : f32
// CHECK-NEXT: %2 = math.powf %arg0, %arg1 : f32
// CHECK-NEXT: %3 = math.fma %arg0, %arg1, %arg0 fastmath<fast> : f32
// CHECK-NEXT: %4 = math.ctlz %arg2 : i32
// CHECK-NEXT: %5 = math.fpowi %arg0, %arg2 fastmath<nsz> : f32, i32
// CHECK-NEXT: %6 = math.clampf %arg0 to [%arg0, %arg1] : f32
// CHECK-NEXT: %7 = math.ipowi %arg2, %arg2 {tag} : i32

func.func @generic(%arg0: f32, %arg1: f32, %arg2: i32) {
  %0 = "math.sqrt"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
  %1 = "math.exp"(%arg0) <{fastmath = #arith.fastmath<ninf, reassoc>}> : (f32) -> f32
  %2 = "math.powf"(%arg0, %arg1) : (f32, f32) -> f32
  %3 = "math.fma"(%arg0, %arg1, %arg0) <{fastmath = #arith.fastmath<fast>}> : (f32, f32, f32) -> f32
  %4 = "math.ctlz"(%arg2) : (i32) -> i32
  %5 = "math.fpowi"(%arg0, %arg2) <{fastmath = #arith.fastmath<nsz>}> : (f32, i32) -> f32
  %6 = "math.clampf"(%arg0, %arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32, f32) -> f32
  %7 = "math.ipowi"(%arg2, %arg2) {tag} : (i32, i32) -> i32
  return
}
