// A float literal whose exponent has no digits.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: parse_bad_float.mlir:5:26: error: unexpected e
func.func @f() -> f32 {
  %0 = arith.constant 1.5e : f32
  return %0 : f32
}
