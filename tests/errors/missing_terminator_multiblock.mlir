// Every block of a multi-block region needs a terminator.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: missing_terminator_multiblock.mlir:7:8: error: block with no terminator, has {{.*}}arith.addi
func.func @f(%a: i32) -> i32 {
  cf.br ^bb1
^bb1:
  %c = arith.addi %a, %a : i32
}
