// Top-level functions without a module get an implicit, unnamed one.
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK: module {
// CHECK-NEXT: func.func @f() {
// CHECK: func.func @g() {
// CHECK: }
// CHECK-NEXT: }
// CHECK-NOT: module
func.func @f() {
  return
}
func.func @g() {
  return
}
