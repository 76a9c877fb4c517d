// vector.fma works on floating-point vectors.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: vector_fma_integer.mlir:5:8: error: 'vector.fma' op operand #0 must be vector of floating-point values, but got 'vector<4xi32>'
func.func @f(%v: vector<4xi32>) -> vector<4xi32> {
  %0 = "vector.fma"(%v, %v, %v) : (vector<4xi32>, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  return %0 : vector<4xi32>
}
