// scf.for over i32 bounds prints its type after the header, as mlir-opt.
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK: scf.for %i = %lb to %ub step %s : i32 {
// CHECK-NEXT: %d = arith.addi %i, %i : i32
// CHECK-NEXT: }
// CHECK: %r = scf.for %j = %lb to %ub step %s iter_args(%a = %lb) -> (i32) : i32 {
func.func @f(%lb: i32, %ub: i32, %s: i32) -> i32 {
  scf.for %i = %lb to %ub step %s : i32 {
    %d = arith.addi %i, %i : i32
  }
  %r = scf.for %j = %lb to %ub step %s iter_args(%a = %lb) -> i32 : i32 {
    %b = arith.addi %a, %j : i32
    scf.yield %b : i32
  }
  return %r : i32
}
