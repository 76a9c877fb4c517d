// arith.constant of a signed integer type.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'arith.constant' op integer return type must be signless
func.func @f() {
  %0 = arith.constant 5 : si32
  return
}
