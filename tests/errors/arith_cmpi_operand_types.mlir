// arith.cmpi on operands of two types.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'arith.cmpi' op requires all operands to have the same type
func.func @f(%a: i32, %b: i64) {
  %0 = "arith.cmpi"(%a, %b) <{predicate = 0 : i64}> : (i32, i64) -> i1
  return
}
