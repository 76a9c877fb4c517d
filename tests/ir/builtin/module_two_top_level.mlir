// Two modules at the top level are wrapped in an implicit one.
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK: module {
// CHECK-NEXT: module @a {
// CHECK-NEXT: }
// CHECK-NEXT: module @b {
// CHECK-NEXT: }
// CHECK-NEXT: }
module @a {
}
module @b {
}
