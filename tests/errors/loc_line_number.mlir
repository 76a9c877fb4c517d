// A file location's line is an integer.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: loc_line_number.mlir:5:23: error: expected integer line number in FileLineColRange
func.func @f() {
  return loc("a.mlir":x)
}
