// An alias inside a location must be a location (MLIR's message, without
// its space, at the token after the alias).
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: loc_alias_nested_not_location.mlir:7:48: error: expected location attribute, but got3 : i64
#a = 3
func.func @f() {
  %0 = arith.constant 1 : i32 loc(callsite(#a  at "x.py":1:1))
  return
}
