// A named module with an attribute dictionary keeps both.
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK: module @m attributes {foo.bar = 1 : i32, foo.flag} {
// CHECK-NEXT: func.func @f() {
// CHECK-NEXT: {{(func\.)?}}return
// CHECK-NEXT: }
// CHECK-NEXT: }
module @m attributes {foo.bar = 1 : i32, foo.flag} {
  func.func @f() {
    return
  }
}
