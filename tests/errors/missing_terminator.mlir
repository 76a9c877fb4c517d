// The body of a function must end with a terminator.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: missing_terminator.mlir:5:8: error: block with no terminator, has {{.*}}arith.addi
func.func @f(%a: i32) -> i32 {
  %c = arith.addi %a, %a : i32
}
