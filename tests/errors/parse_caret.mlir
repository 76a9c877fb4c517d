// A diagnostic quotes the source line and puts a caret under the column.
// RUN: not %affc %s 2>&1 | FileCheck %s --strict-whitespace
// CHECK: parse_caret.mlir:9:25: error: use of undeclared SSA value name
// CHECK-NEXT:{{^}}  %sum = arith.addf %x, %yy : f32
// CHECK-NEXT:{{^}}                        ^
func.func @f(%x: f32, %y: f32) -> f32 {
  %0 = arith.mulf %x, %y : f32
  %1 = arith.mulf %0, %0 : f32
  %sum = arith.addf %x, %yy : f32
  return %sum : f32
}
