// A returned value must have the function result type.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: type of return operand 0 ('i32') doesn't match function result type ('f32') in function @f
func.func @f(%a: i32) -> f32 {
  return %a : i32
}
