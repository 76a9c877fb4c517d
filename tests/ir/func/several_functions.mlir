// Several functions with memref, vector and index signatures, in order.
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK: func.func @first(%m: memref<4x?xf32>, %n: index) {
// CHECK: func.func @second(%v: vector<4xf32>) -> vector<4xf32> {
// CHECK: func.func @third() -> index {
func.func @first(%m: memref<4x?xf32>, %n: index) {
  return
}
func.func @second(%v: vector<4xf32>) -> vector<4xf32> {
  return %v : vector<4xf32>
}
func.func @third() -> index {
  %c = builtin.unrealized_conversion_cast to index
  return %c : index
}
