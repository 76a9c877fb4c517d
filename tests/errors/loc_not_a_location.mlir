// A trailing loc(...) holds a location, not a number (MLIR's error, at the start of what it holds).
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: loc_not_a_location.mlir:5:14: error: expected location instance
func.func @f() {
  return loc(12)
}
