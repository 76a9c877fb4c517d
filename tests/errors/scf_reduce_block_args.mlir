// A reduction region takes two values of the reduced type.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'scf.reduce' op expected two block arguments with type 'f32' in the 0-th reduction region
func.func @f(%lb: index, %x: f32) {
  %p = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> f32 {
    scf.reduce(%x : f32) {
    ^bb0(%l: f32):
      scf.reduce.return %l : f32
    }
  }
  return
}
