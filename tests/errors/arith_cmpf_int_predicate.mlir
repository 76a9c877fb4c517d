// arith.cmpf with an integer predicate.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: custom op 'arith.cmpf' expected string or keyword containing one of the following enum values for attribute 'predicate' [false, oeq, ogt, oge, olt, ole, one, ord, ueq, ugt, uge, ult, ule, une, uno, true]
func.func @f(%a: f32) {
  %0 = arith.cmpf slt, %a, %a : f32
  return
}
