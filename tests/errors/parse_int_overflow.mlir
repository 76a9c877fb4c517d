// An integer literal that does not fit in 64 bits.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: parse_int_overflow.mlir:5:23: error: integer constant out of range for attribute
func.func @f() -> i64 {
  %0 = arith.constant 99999999999999999999 : i64
  return %0 : i64
}
