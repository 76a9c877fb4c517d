// arith.cmpi whose result is not i1-like.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'arith.cmpi' op result #0 must be bool-like, but got 'i32'
func.func @f(%a: i32) {
  %0 = "arith.cmpi"(%a, %a) <{predicate = 0 : i64}> : (i32, i32) -> i32
  return
}
