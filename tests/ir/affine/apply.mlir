// affine.apply with inline and aliased maps, dimension and symbol operand
// lists, a map without inputs and a trailing attribute dictionary.
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK: %a = affine.apply {{.*}}(%i)[%n]
// CHECK-NEXT: %b = affine.apply {{.*}}(%i, %a)
// CHECK-NEXT: %c = affine.apply {{.*}}()[%n, %k]
// CHECK-NEXT: %d = affine.apply {{.*}}() {tag = "x"}
// CHECK-NEXT: %e = affine.apply {{.*}}(%b)
#add = affine_map<(d0)[s0] -> (d0 + s0)>
func.func @f(%n: index) {
  %k = arith.constant 5 : index
  affine.for %i = 0 to 10 {
    %a = affine.apply #add(%i)[%n]
    %b = affine.apply affine_map<(d0, d1) -> (d0 floordiv 8 + d1 mod 128)>(%i, %a)
    %c = affine.apply affine_map<()[s0, s1] -> (s0 * 4 - s1 ceildiv 2)>()[%n, %k]
    %d = affine.apply affine_map<() -> (42)>() {tag = "x"}
    %e = affine.apply affine_map<(d0) -> (-d0 + 7)>(%b)
  }
  return
}
