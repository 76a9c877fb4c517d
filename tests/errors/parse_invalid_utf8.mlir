// A byte outside ASCII in the middle of an operation.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: parse_invalid_utf8.mlir:5:10: error: unexpected character
func.func @f() {
  return ÿ
}
