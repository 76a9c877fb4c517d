// A rounding mode number out of range.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'arith.truncf' op attribute 'roundingmode' failed to satisfy constraint: Floating point rounding mode
func.func @f(%a: f32) {
  %0 = "arith.truncf"(%a) {roundingmode = 7 : i32} : (f32) -> f16
  return
}
