// math.isnan on an integer (checked while parsing).
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: custom op 'math.isnan' 'operand' must be floating-point-like, but got 'i32'
func.func @f(%a: i32) {
  %0 = math.isnan %a : i32
  return
}
