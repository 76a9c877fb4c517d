// An enclosing affine.parallel's induction variable cannot be a symbol of an
// inner bound.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: affine_parallel_symbol_iv.mlir:7:5: error: 'affine.parallel' op operand cannot be used as a symbol
func.func @f() {
  affine.parallel (%i) = (0) to (10) {
    affine.parallel (%j) = (symbol(%i)) to (10) {
    }
  }
  return
}
