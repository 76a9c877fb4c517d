// After 'to', a range's end is [line]:column (MLIR reports just past the text before what it expected).
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: loc_range_end.mlir:5:26: error: expected either integer or `:` post `to` in FileLineColRange
func.func @f() {
  return loc("a":1:2 to 3)
}
