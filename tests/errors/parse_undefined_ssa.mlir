// A use of an SSA value that is never defined.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: parse_undefined_ssa.mlir:5:23: error: use of undeclared SSA value name
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  return %0 : i32
}
