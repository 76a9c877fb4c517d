// A character that starts no token.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: parse_bad_token.mlir:5:3: error: unexpected character
func.func @f() {
  $x = arith.constant 1 : i32
  return
}
