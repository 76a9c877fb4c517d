// Modules nest; each is its own symbol table, so @f may appear in both.
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK: module @outer {
// CHECK-NEXT: module @inner {
// CHECK-NEXT: func.func private @f()
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @f()
// CHECK-NEXT: }
module @outer {
  module @inner {
    func.func private @f()
  }
  func.func private @f()
}
