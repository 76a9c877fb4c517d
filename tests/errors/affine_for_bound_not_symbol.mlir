// An SSA loop bound is a symbol, so an outer induction variable cannot be
// one.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: affine_for_bound_not_symbol.mlir:7:5: error: 'affine.for' op operand cannot be used as a symbol
func.func @f() {
  affine.for %i = 0 to 10 {
    affine.for %j = %i to 10 {
    }
  }
  return
}
