// The condition of an affine.if is an integer set, not a map.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: affine_if_map_condition.mlir:5:13: error: custom op 'affine.if' invalid kind of attribute specified
func.func @f(%n: index) {
  affine.if affine_map<(d0) -> (d0)>(%n) {
  }
  return
}
