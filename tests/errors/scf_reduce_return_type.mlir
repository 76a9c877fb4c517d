// scf.reduce.return yields the reduced type.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'scf.reduce.return' op must have type 'f32' (the type of the reduction inputs)
func.func @f(%lb: index, %x: f32) {
  %p = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> f32 {
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %r: f32):
      scf.reduce.return %lb : index
    }
  }
  return
}
