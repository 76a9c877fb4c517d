// A function argument list never closed with ')'.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: parse_unbalanced_paren.mlir:6:2: error: unexpected end of file
func.func @f(%a: i32 {
  return
}
