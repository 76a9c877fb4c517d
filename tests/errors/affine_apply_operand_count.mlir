// The dimension and symbol lists of affine.apply must match its map.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: affine_apply_operand_count.mlir:5:8: error: custom op 'affine.apply' dimension or symbol index mismatch
func.func @f(%n: index) {
  %a = affine.apply affine_map<(d0) -> (d0 + 1)>(%n)[%n]
  return
}
