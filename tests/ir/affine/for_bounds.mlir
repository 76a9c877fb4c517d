// affine.for bounds: constants (also negative), an SSA symbol, maps with
// dimension and symbol operands, max/min over several results, and steps.
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK: affine.for %i = 0 to 10 {
// CHECK: affine.for %j = -4 to %n step 2 {
// CHECK: affine.for %k = {{.*}}(%i) to {{.*}}(%i)[%n] {
// CHECK: affine.for %l = max {{.*}}(%i)[%n] to min {{.*}}()[%n] step 32 {
// CHECK: affine.for %m = %n to 100 {
// CHECK: affine.for %o = 0 to 1 {
#lb = affine_map<(d0)[s0] -> (0, d0 - s0)>
func.func @f(%n: index) {
  affine.for %i = 0 to 10 {
    affine.for %j = -4 to %n step 2 {
    }
    affine.for %k = affine_map<(d0) -> (d0)>(%i) to affine_map<(d0)[s0] -> (d0 + s0)>(%i)[%n] {
    }
    affine.for %l = max #lb(%i)[%n] to min affine_map<()[s0] -> (s0, 512)>()[%n] step 32 {
    }
    affine.for %m = %n to 100 step 1 {
    }
    affine.for %o = max affine_map<() -> (0)>() to min affine_map<() -> (1)>() {
    }
  }
  return
}
