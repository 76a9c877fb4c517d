// A memref dimension that does not fit in 64 bits.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: parse_int_overflow_dim.mlir:4:25: error: dimension size is too large
func.func @f(%A: memref<99999999999999999999xf32>) {
  return
}
