// A signature of types only may name the arguments in an explicit entry
// block; mlir-opt moves the names into the signature.
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK: func.func @simple(%a: i64, %cond: i1) -> i64 {
// CHECK-NEXT: {{(func\.)?}}return %a : i64
func.func @simple(i64, i1) -> i64 {
^bb0(%a: i64, %cond: i1):
  return %a : i64
}
