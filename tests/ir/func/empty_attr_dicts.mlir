// Empty argument and result dictionaries are dropped, as mlir-opt does.
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK: func.func @f(%a: i32) -> i32 {
func.func @f(%a: i32 {}) -> (i32 {}) {
  return %a : i32
}
