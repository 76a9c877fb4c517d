// The operand lists of a loop bound must match its map's dimensions.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: affine_for_bound_operands.mlir:5:3: error: custom op 'affine.for' dim operand count and affine map dim count must match
func.func @f(%n: index) {
  affine.for %i = 0 to affine_map<(d0) -> (d0)>() {
  }
  return
}
