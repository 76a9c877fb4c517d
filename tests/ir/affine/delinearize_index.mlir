// affine.delinearize_index with static and dynamic basis elements, with and
// without the outer bound.
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK: %0:3 = affine.delinearize_index %x into (16, 224, 224) : index, index, index
// CHECK-NEXT: %1:3 = affine.delinearize_index %x into (2, %n, 4) : index, index, index
// CHECK-NEXT: %2:2 = affine.delinearize_index %x into (%n) : index, index
// CHECK-NEXT: %3 = affine.delinearize_index %x into () : index
// CHECK-NEXT: %4:2 = affine.delinearize_index %x into (244, 244) {tag} : index, index
func.func @f(%x: index, %n: index) {
  %0:3 = affine.delinearize_index %x into (16, 224, 224) : index, index, index
  %1:3 = affine.delinearize_index %x into (2, %n, 4) : index, index, index
  %2:2 = affine.delinearize_index %x into (%n) : index, index
  %3 = affine.delinearize_index %x into () : index
  %4:2 = affine.delinearize_index %x into (244, 244) {tag} : index, index
  return
}
