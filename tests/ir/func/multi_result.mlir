// Functions with several results return them all.
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK-LABEL: func.func @swap(%a: i32, %b: f32) -> (f32, i32) {
// CHECK-NEXT: {{(func\.)?}}return %b, %a : f32, i32
// CHECK-LABEL: func.func @three(%x: index) -> (index, index, index) {
// CHECK-NEXT: {{(func\.)?}}return %x, %x, %x : index, index, index
func.func @swap(%a: i32, %b: f32) -> (f32, i32) {
  return %b, %a : f32, i32
}
func.func @three(%x: index) -> (index, index, index) {
  func.return %x, %x, %x : index, index, index
}
