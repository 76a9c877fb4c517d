// builtin.unrealized_conversion_cast with one, several and no inputs.
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK-LABEL: func.func @casts(%a: i32, %b: f32) -> index {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %a : i32 to index
// CHECK-NEXT: %1:2 = builtin.unrealized_conversion_cast %a, %b : i32, f32 to i64, f64
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast to i1
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %1#0, %1#1 : i64, f64 to index
func.func @casts(%a: i32, %b: f32) -> index {
  %0 = builtin.unrealized_conversion_cast %a : i32 to index
  %1:2 = builtin.unrealized_conversion_cast %a, %b : i32, f32 to i64, f64
  %2 = builtin.unrealized_conversion_cast to i1
  %3 = builtin.unrealized_conversion_cast %1#0, %1#1 : i64, f64 to index
  return %0 : index
}
