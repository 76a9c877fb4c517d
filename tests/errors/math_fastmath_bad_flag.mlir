// math.exp with an unknown fastmath flag.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: custom op 'math.exp' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast
func.func @f(%a: f32) {
  %0 = math.exp %a fastmath<fst> : f32
  return
}
