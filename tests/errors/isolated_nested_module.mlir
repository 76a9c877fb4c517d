// builtin.module is IsolatedFromAbove too, even nested in a function.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: isolated_nested_module.mlir:8:10: error: 'arith.addi' op using value defined outside the region
// CHECK: isolated_nested_module.mlir:7:3: note: required by region isolation constraints
func.func @f() {
  %c = arith.constant 1 : i32
  "builtin.module"() ({
    %d = arith.addi %c, %c : i32
  }) : () -> ()
  return
}
