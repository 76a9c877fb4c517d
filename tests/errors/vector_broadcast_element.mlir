// vector.broadcast keeps the element type.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: vector_broadcast_element.mlir:5:8: error: 'vector.broadcast' op failed to verify that source operand and result have same element type
func.func @f(%x: i32) -> vector<4xf32> {
  %0 = vector.broadcast %x : i32 to vector<4xf32>
  return %0 : vector<4xf32>
}
