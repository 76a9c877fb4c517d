// affine.min and affine.max over dimensions and symbols.
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK: %lo = affine.max {{.*}}(%i)[%n]
// CHECK-NEXT: %hi = affine.min {{.*}}(%i)[%n]
// CHECK-NEXT: %s = affine.min {{.*}}()[%n]
// CHECK-NEXT: %t = affine.max {{.*}}(%lo, %hi) {note}
#lo = affine_map<(d0)[s0] -> (0, d0 - s0)>
func.func @f(%n: index) {
  affine.for %i = 0 to 100 {
    %lo = affine.max #lo(%i)[%n]
    %hi = affine.min affine_map<(d0)[s0] -> (d0 + 32, s0, 1000)>(%i)[%n]
    %s = affine.min affine_map<()[s0] -> (s0 floordiv 2, 16)>()[%n]
    %t = affine.max affine_map<(d0, d1) -> (d0, d1)>(%lo, %hi) {note}
  }
  return
}
