// func.func is IsolatedFromAbove: its body cannot use a value defined in
// the enclosing module.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: isolated_from_above.mlir:8:3: error: 'func.return' op using value defined outside the region
// CHECK: isolated_from_above.mlir:7:1: note: required by region isolation constraints
%c = arith.constant 1 : i32
func.func @f() -> i32 {
  return %c : i32
}
