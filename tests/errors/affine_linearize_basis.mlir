// affine.linearize_index needs a basis element for each index but the first.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: affine_linearize_basis.mlir:5:8: error: 'affine.linearize_index' op should be passed a basis element for each index except possibly the first
func.func @f(%a: index, %b: index, %c: index) {
  %l = affine.linearize_index [%a, %b, %c] by (4) : index
  return
}
