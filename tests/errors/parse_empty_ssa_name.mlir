// A '%' with no name after it.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: parse_empty_ssa_name.mlir:5:3: error: invalid SSA name
func.func @f() -> i32 {
  % = arith.constant 1 : i32
  return %0 : i32
}
