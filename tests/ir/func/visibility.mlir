// Visibility keywords are kept as sym_visibility; public is kept when written.
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK: module @m {
// CHECK-NEXT: func.func public @pub() {
// CHECK: func.func private @priv() {
// CHECK: func.func nested @decl()
// CHECK: func.func @plain() {
module @m {
  func.func public @pub() {
    return
  }
  func.func private @priv() {
    return
  }
  func.func nested @decl()
  func.func @plain() {
    return
  }
}
