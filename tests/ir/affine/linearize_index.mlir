// affine.linearize_index with static and dynamic basis elements, with and
// without the outer bound, and disjoint.
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK: %0 = affine.linearize_index [%a, %b, %c] by (2, 3, 5) : index
// CHECK-NEXT: %1 = affine.linearize_index [%a, %b, %c] by (3, 5) : index
// CHECK-NEXT: %2 = affine.linearize_index disjoint [%a, %b] by (%n, 4) : index
// CHECK-NEXT: %3 = affine.linearize_index disjoint [%a] by () : index
// CHECK-NEXT: %4 = affine.linearize_index [%a, %b] by (%n, %n) {tag} : index
func.func @f(%a: index, %b: index, %c: index, %n: index) {
  %0 = affine.linearize_index [%a, %b, %c] by (2, 3, 5) : index
  %1 = affine.linearize_index [%a, %b, %c] by (3, 5) : index
  %2 = affine.linearize_index disjoint [%a, %b] by (%n, 4) : index
  %3 = affine.linearize_index disjoint [%a] by () : index
  %4 = affine.linearize_index [%a, %b] by (%n, %n) {tag} : index
  return
}
