// A string literal that runs to the end of the line.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: parse_unterminated_string.mlir:4:35: error: expected '"' in string
func.func @f() attributes {note = "never closed
} {
  return
}
