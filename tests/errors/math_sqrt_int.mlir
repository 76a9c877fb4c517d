// math.sqrt on an integer.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'math.sqrt' op operand #0 must be floating-point-like, but got 'i32'
func.func @f(%a: i32) {
  %0 = math.sqrt %a : i32
  return
}
