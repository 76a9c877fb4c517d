// Call arguments have the callee's argument types.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'func.call' op operand type mismatch: expected operand type 'i32', but provided 'f32' for operand number 0
func.func private @g(i32) -> i32
func.func @f(%a: f32) {
  %0 = func.call @g(%a) : (f32) -> i32
  return
}
