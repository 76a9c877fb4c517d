// An unknown escape sequence inside a string literal.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: parse_bad_escape.mlir:4:40: error: unknown escape in string literal
func.func @f() attributes {note = "bad \q escape"} {
  return
}
