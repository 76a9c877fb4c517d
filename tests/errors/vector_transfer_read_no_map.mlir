// The generic form of vector.transfer_read must give permutation_map.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: vector_transfer_read_no_map.mlir:5:8: error: 'vector.transfer_read' op requires attribute 'permutation_map'
func.func @f(%A: memref<?x?xf32>, %i: index, %p: f32) {
  %0 = "vector.transfer_read"(%A, %i, %i, %p) <{operandSegmentSizes = array<i32: 1, 2, 1, 0>, in_bounds = [false]}> : (memref<?x?xf32>, index, index, f32) -> vector<4xf32>
  return
}
