// --allow-unregistered-dialect is accepted, so that mlir-opt command lines
// work unchanged; affc reads ops of unknown dialects with or without it.
// RUN: %affc --allow-unregistered-dialect --emit=mlir %s | FileCheck %s
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK: %r = "foo.bar"(%x) {q = 2 : i64} : (i32) -> i32
func.func @f(%x: i32) -> i32 {
  %r = "foo.bar"(%x) {q = 2} : (i32) -> i32
  return %r : i32
}
