// Semi-affine maps (products and divisions by symbols) are accepted by
// MLIR in loop bounds, subscripts, integer sets, parallel bounds and
// affine.apply alike.
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK: affine.for %i = 0 to {{.*}}()[%n, %m] {
// CHECK-NEXT: %v = affine.load %A[%i mod symbol(%n) + symbol(%n) * symbol(%m)] : memref<?xf32>
// CHECK-NEXT: affine.if {{.*}}(%i)[%n] {
// CHECK: affine.parallel (%p) = (0) to (symbol(%n) * symbol(%m)) {
// CHECK: %a = affine.apply {{.*}}(%n)[%m]
func.func @f(%A: memref<?xf32>, %n: index, %m: index) {
  affine.for %i = 0 to affine_map<()[s0, s1] -> (s0 * s1)>()[%n, %m] {
    %v = affine.load %A[%i mod symbol(%n) + symbol(%n) * symbol(%m)] : memref<?xf32>
    affine.if affine_set<(d0)[s0] : (d0 floordiv s0 >= 0)>(%i)[%n] {
    }
  }
  affine.parallel (%p) = (0) to (symbol(%n) * symbol(%m)) {
  }
  %a = affine.apply affine_map<(d0)[s0] -> (d0 ceildiv s0)>(%n)[%m]
  return
}
