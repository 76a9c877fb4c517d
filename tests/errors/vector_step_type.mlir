// vector.step produces a 1-D vector of index.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: vector_step_type.mlir:5:8: error: 'vector.step' op result #0 must be vector of index values of ranks 1, but got 'vector<4xi32>'
func.func @f() -> vector<4xi32> {
  %0 = vector.step : vector<4xi32>
  return %0 : vector<4xi32>
}
