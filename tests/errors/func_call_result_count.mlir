// A call defines as many results as the callee returns.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'func.call' op incorrect number of results for callee
func.func @g() {
  return
}
func.func @f() {
  %0 = func.call @g() : () -> i32
  return
}
