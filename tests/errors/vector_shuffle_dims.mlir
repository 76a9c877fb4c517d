// The operands of vector.shuffle agree in all but their leading size.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: vector_shuffle_dims.mlir:5:8: error: 'vector.shuffle' op dimension mismatch
func.func @f(%a: vector<2x4xf32>, %b: vector<2x2xf32>) {
  %0 = vector.shuffle %a, %b [0, 1] : vector<2x4xf32>, vector<2x2xf32>
  return
}
