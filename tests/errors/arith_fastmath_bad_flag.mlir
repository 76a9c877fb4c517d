// An unknown fastmath flag.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: custom op 'arith.mulf' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast
func.func @f(%a: f32) {
  %0 = arith.mulf %a, %a fastmath<fastest> : f32
  return
}
