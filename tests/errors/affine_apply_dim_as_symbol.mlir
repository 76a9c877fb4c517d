// An induction variable is a valid dimension and cannot stand for a symbol of
// affine.apply.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: affine_apply_dim_as_symbol.mlir:7:10: error: dimensional operand cannot be used as a symbol
func.func @f() {
  affine.for %i = 0 to 10 {
    %a = affine.apply affine_map<()[s0] -> (s0 + 1)>()[%i]
  }
  return
}
