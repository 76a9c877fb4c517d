// func.return must return as many values as the function.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'func.return' op has 0 operands, but enclosing function (@f) returns 1
func.func @f() -> f32 {
  return
}
