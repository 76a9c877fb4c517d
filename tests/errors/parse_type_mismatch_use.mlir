// An operand used with a type other than the one it was defined with.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: parse_type_mismatch_use.mlir:5:19: error: use of value '%a' expects different type than prior uses: 'i64' vs 'i32'
func.func @f(%a: i32) -> i64 {
  %0 = arith.addi %a, %a : i64
  return %0 : i64
}
