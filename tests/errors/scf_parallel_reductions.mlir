// scf.parallel reduces one value per result.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'scf.parallel' op expects number of results: 1 to be the same as number of reductions: 0
func.func @f(%lb: index, %x: f32) {
  %p = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> f32 {
  }
  return
}
