// In generic form, an affine.for whose body has no index induction variable.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: affine_generic_for_body.mlir:5:3: error: 'affine.for' op expected body to have a single index argument for the induction variable
func.func @f() {
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: f32):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}
