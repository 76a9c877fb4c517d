// arith.cmpi without its predicate.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'arith.cmpi' op requires attribute 'predicate'
func.func @f(%a: i32) {
  %0 = "arith.cmpi"(%a, %a) : (i32, i32) -> i1
  return
}
