// Call results have the callee's result types.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'func.call' op result type mismatch at index 0
func.func private @g(i32) -> i32
func.func @f(%a: i32) {
  %0 = func.call @g(%a) : (i32) -> f32
  return
}
