// An isExact attribute that is not a unit attribute.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'arith.divsi' op attribute 'isExact' failed to satisfy constraint: unit attribute
func.func @f(%a: i32) {
  %0 = "arith.divsi"(%a, %a) {isExact = true} : (i32, i32) -> i32
  return
}
