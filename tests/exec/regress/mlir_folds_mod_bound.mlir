// MLIR 22's canonicalization folds a loop bound that depends on an outer
// loop: `affine.for %j = (d0 * -3) mod 7 (%i)` inside `affine.for %i = 7
// to 13` becomes `affine.for %j = 6`, so %j starts at 6 for every %i where
// (i * -3) mod 7 is 0, 1, 2 ... (mlir-opt --canonicalize shows it). affc
// keeps the bound; its C prints what MLIR's own --lower-affine lowering
// prints, and exec.sh's reference lowers the affine ops before any folding
// pass runs. Run through --canonicalize first, MLIR prints 324 where the
// program sums to 315.
// RUN: %exec %s
// RUN: %exec %s --affc-arg=-O2
// RUN: %mlir-opt --canonicalize %s | FileCheck %s --check-prefix=FOLDED
// FOLDED: affine.for %{{.*}} = 6 to 23 step 5
// RUN: not %exec %s --pipeline '--canonicalize --lower-affine --convert-scf-to-cf --convert-func-to-llvm --convert-to-llvm --reconcile-unrealized-casts' \
// RUN:   | FileCheck %s --check-prefix=WRONG
// WRONG: FAIL: output of the C built by {{.*}} differs from mlir-runner's
// WRONG: -324
// WRONG-NEXT: +315
func.func private @printI64(i64)
func.func private @printNewline()

func.func @main() {
  %zero = arith.constant 0 : index
  %sum = affine.for %i = 7 to 13 iter_args(%acc = %zero) -> (index) {
    %s = affine.for %j = affine_map<(d0) -> ((d0 * -3) mod 7)>(%i) to 23 step 5 iter_args(%a = %acc) -> (index) {
      %t = arith.addi %a, %j : index
      affine.yield %t : index
    }
    affine.yield %s : index
  }
  %h = arith.index_cast %sum : index to i64
  func.call @printI64(%h) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
