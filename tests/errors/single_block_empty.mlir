// affine.for's body block needs at least its terminator.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: single_block_empty.mlir:5:3: error: 'affine.for' op expects a non-empty block
func.func @f() {
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
  }) : () -> ()
  return
}
