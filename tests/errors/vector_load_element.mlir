// vector.load keeps the memref element type.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: vector_load_element.mlir:5:8: error: 'vector.load' op base and result element types should match
func.func @f(%A: memref<4xf32>, %i: index) -> vector<4xi32> {
  %0 = vector.load %A[%i] : memref<4xf32>, vector<4xi32>
  return %0 : vector<4xi32>
}
