// A lower bound map with several results needs the max keyword.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: affine_for_max_prefix.mlir:5:19: error: custom op 'affine.for' lower loop bound affine map with multiple results requires 'max' prefix
func.func @f(%n: index) {
  affine.for %i = affine_map<(d0) -> (d0, 2)>(%n) to 10 {
  }
  return
}
