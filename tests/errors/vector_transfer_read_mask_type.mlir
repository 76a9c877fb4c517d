// The mask of a transfer has the inferred mask type.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: vector_transfer_read_mask_type.mlir:5:8: error: 'vector.transfer_read' op inferred mask type ('vector<4xi1>') and mask operand type ('vector<3xi1>') don't match
func.func @f(%A: memref<?x?xf32>, %i: index, %p: f32, %m: vector<3xi1>) {
  %0 = "vector.transfer_read"(%A, %i, %i, %p, %m) <{operandSegmentSizes = array<i32: 1, 2, 1, 1>, in_bounds = [false], permutation_map = affine_map<(d0, d1) -> (d1)>}> : (memref<?x?xf32>, index, index, f32, vector<3xi1>) -> vector<4xf32>
  return
}
