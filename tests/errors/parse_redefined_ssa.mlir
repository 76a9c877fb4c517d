// An SSA value defined twice.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: parse_redefined_ssa.mlir:6:3: error: redefinition of SSA value '%x'
func.func @f(%a: i32) -> i32 {
  %x = arith.addi %a, %a : i32
  %x = arith.muli %a, %a : i32
  return %x : i32
}
