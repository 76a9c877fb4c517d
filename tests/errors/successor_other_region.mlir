// A branch cannot target a block of another region: MLIR reports it as an
// undefined block, since block names are scoped to their region.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: successor_other_region.mlir:8:15: error: reference to an undefined block
func.func @f() {
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    "cf.br"()[^bb1] : () -> ()
  }) : () -> ()
  return
^bb1:
  return
}
