// More result names than the operation has results.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: parse_result_count.mlir:5:12: error: operation defines 1 results but was provided 2 to bind
func.func @f() {
  %a, %b = arith.constant 1 : i32
  return
}
