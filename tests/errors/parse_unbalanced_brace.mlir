// An extra '}' after the end of the function.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: parse_unbalanced_brace.mlir:6:2: error: unexpected '}', expected operation
func.func @f() {
  return
}
}
