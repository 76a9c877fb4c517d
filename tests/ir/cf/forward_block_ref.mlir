// Branches may name blocks defined later, and blocks may appear in any
// order; values defined in a dominating block are visible.
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK: cf.br ^bb2
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: {{(func\.)?}}return %a : i32
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: cf.br ^bb1
func.func @f(%a: i32) -> i32 {
  cf.br ^bb2
^bb1:
  return %a : i32
^bb2:
  cf.br ^bb1
}
