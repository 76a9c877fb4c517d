// A fastmath attribute that is not a fastmath flag set.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'arith.addf' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags
func.func @f(%a: f32) {
  %0 = "arith.addf"(%a, %a) {fastmath = 3 : i32} : (f32, f32) -> f32
  return
}
