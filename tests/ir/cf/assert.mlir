// cf.assert keeps its message, escaped the way mlir-opt escapes strings.
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK: cf.assert %c, "index out of range"
// CHECK-NEXT: cf.assert %c, "quote \22 and tab \09"
func.func @f(%c: i1) {
  cf.assert %c, "index out of range"
  cf.assert %c, "quote \" and tab \t"
  return
}
