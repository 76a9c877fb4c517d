// affine.for's body is a single block.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: single_block_region.mlir:5:3: error: 'affine.for' op expects region #0 to have 0 or 1 blocks
func.func @f() {
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  ^bb1:
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}
