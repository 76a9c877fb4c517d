// The cast's attribute dictionary follows its types.
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK: %0 = builtin.unrealized_conversion_cast %a : i32 to f32 {foo.note = "x"}
func.func @f(%a: i32) -> f32 {
  %0 = builtin.unrealized_conversion_cast %a : i32 to f32 {foo.note = "x"}
  return %0 : f32
}
