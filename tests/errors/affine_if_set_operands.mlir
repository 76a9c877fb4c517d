// The operands of an affine.if must match its integer set's symbols.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: affine_if_set_operands.mlir:5:3: error: custom op 'affine.if' symbol operand count and integer set symbol count must match
func.func @f(%n: index) {
  affine.if affine_set<(d0) : (d0 >= 0)>(%n)[%n] {
  }
  return
}
