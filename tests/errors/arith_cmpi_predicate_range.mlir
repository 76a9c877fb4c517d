// arith.cmpi with a predicate number out of range.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9
func.func @f(%a: i32) {
  %0 = "arith.cmpi"(%a, %a) {predicate = 10 : i64} : (i32, i32) -> i1
  return
}
