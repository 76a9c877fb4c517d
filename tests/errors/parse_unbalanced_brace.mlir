// An extra '}' after the end of the function.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: parse_unbalanced_brace.mlir:6:2: error: expected operation name in quotes
func.func @f() {
  return
}
}
