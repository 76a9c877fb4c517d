// Function types as arguments and as a single result need parentheses.
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK: func.func @pass(%f: (i32) -> i32) -> ((i32) -> i32) {
// CHECK-NEXT: {{(func\.)?}}return %f : (i32) -> i32
func.func @pass(%f: (i32) -> i32) -> ((i32) -> i32) {
  return %f : (i32) -> i32
}
