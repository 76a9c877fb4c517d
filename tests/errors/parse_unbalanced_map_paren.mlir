// An affine map result list with one '(' too many.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: parse_unbalanced_map_paren.mlir:4:36: error: unexpected '>'
#map = affine_map<(d0) -> ((d0 + 1)>
func.func @f() {
  return
}
