// Attributes after scf.if's last region are kept.
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK: scf.if %c {
// CHECK-NEXT: } else {
// CHECK-NEXT: "foo.b"() : () -> ()
// CHECK-NEXT: } {foo.likely = false}
// ALLOW-UNREGISTERED
func.func @f(%c: i1) {
  scf.if %c {
  } else {
    "foo.b"() : () -> ()
  } {foo.likely = false}
  return
}
