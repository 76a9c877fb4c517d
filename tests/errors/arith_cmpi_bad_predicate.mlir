// arith.cmpi with a predicate that does not exist.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: custom op 'arith.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]
func.func @f(%a: i32) {
  %0 = arith.cmpi lt, %a, %a : i32
  return
}
