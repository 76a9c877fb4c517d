// vector.print prints a string or a value, not both.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: vector_print_string.mlir:5:3: error: 'vector.print' op failed to verify that `source` or `punctuation` are not set when printing strings
func.func @f(%v: vector<4xf32>) {
  "vector.print"(%v) <{punctuation = #vector.punctuation<newline>, stringLiteral = "x"}> : (vector<4xf32>) -> ()
  return
}
