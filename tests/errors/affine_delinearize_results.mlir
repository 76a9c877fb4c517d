// affine.delinearize_index returns one index per basis element, plus at most
// one.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: affine_delinearize_results.mlir:6:10: error: 'affine.delinearize_index' op should return an index for each basis element and up to one extra index
func.func @f(%x: index) {
  %d:4 = affine.delinearize_index %x into (3, 4) : index, index, index, index
  return
}
