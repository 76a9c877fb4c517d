// callsite(callee at caller) needs its 'at'.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: loc_callsite_at.mlir:5:26: error: expected 'at' in callsite location
func.func @f() {
  return loc(callsite("a" "b"))
}
