// An op of an unknown dialect written in custom form (without quotes).
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: parse_unknown_op.mlir:5:8: error: Dialect `foo' not found for custom op 'foo.bar'
func.func @f(%a: i32) {
  %0 = foo.bar %a : i32
  return
}
