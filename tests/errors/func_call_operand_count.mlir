// A call passes as many arguments as the callee takes.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'func.call' op incorrect number of operands for callee
func.func private @g(i32) -> i32
func.func @f() {
  %0 = func.call @g() : () -> i32
  return
}
