// A terminator must be the last operation of its block.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: terminator_not_last.mlir:5:3: error: 'func.return' op must be the last operation in the parent block
func.func @f(%a: i32) -> i32 {
  return %a : i32
  %c = arith.addi %a, %a : i32
}
