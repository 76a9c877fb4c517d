// affine.min over a map without results.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: affine_min_no_results.mlir:5:8: error: 'affine.min' op affine map expect at least one result
func.func @f(%n: index) {
  %m = affine.min affine_map<(d0) -> ()>(%n)
  return
}
