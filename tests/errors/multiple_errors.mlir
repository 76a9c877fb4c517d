// Verification goes on after an error: each function's error is reported
// in one run, and nothing in the valid function @h is reported.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: multiple_errors.mlir:9:8: error: operand #0 does not dominate this use
// CHECK: multiple_errors.mlir:10:8: note: operand defined here (op in the same block)
// CHECK: multiple_errors.mlir:14:3: error: 'func.return' op must be the last operation in the parent block
// CHECK-NOT: error:
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %1, %a : i32
  %1 = arith.addi %a, %a : i32
  return %0 : i32
}
func.func @g(%a: i32) -> i32 {
  return %a : i32
  %c = arith.constant 1 : i32
}
func.func @h(%a: i32) -> i32 {
  return %a : i32
^bb1:
  %1 = arith.addi %x, %x : i32
  %x = arith.constant 1 : i32
  return %1 : i32
}
