// vector.deinterleave needs an even trailing dimension.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: vector_deinterleave_odd.mlir:5:12: error: 'vector.deinterleave' op failed to verify that the trailing dimension of the source vector has an even number of elements
func.func @f(%v: vector<2x3xf32>) {
  %a, %b = vector.deinterleave %v : vector<2x3xf32> -> vector<2x1xf32>
  return
}
