// A static basis element of affine.delinearize_index must be positive.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: affine_delinearize_basis.mlir:5:10: error: 'affine.delinearize_index' op no basis element may be statically non-positive
func.func @f(%x: index) {
  %d:2 = affine.delinearize_index %x into (0, 4) : index, index
  return
}
