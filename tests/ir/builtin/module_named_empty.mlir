// A named module without attributes.
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK: module @outer {
// CHECK-NEXT: }
module @outer {
}
