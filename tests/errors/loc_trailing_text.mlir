// A location ends after its last part.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: loc_trailing_text.mlir:5:21: error: expected ')' in location
func.func @f() {
  return loc("a":1:2:3)
}
