// An upper bound map with several results needs the min keyword.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: affine_for_min_prefix.mlir:6:24: error: custom op 'affine.for' upper loop bound affine map with multiple results requires 'min' prefix
#ub = affine_map<()[s0] -> (s0, 64)>
func.func @f(%n: index) {
  affine.for %i = 0 to #ub()[%n] {
  }
  return
}
