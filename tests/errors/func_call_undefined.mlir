// A call must name a function of the module.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'func.call' op 'g' does not reference a valid function
func.func @f() {
  %0 = func.call @g() : () -> i32
  return
}
