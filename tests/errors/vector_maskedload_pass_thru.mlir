// vector.maskedload's pass_thru has the result's type (MLIR's message).
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: vector_maskedload_pass_thru.mlir:5:8: error: 'vector.maskedload' op expected pass_thru of same type as result type
func.func @f(%m: memref<16xf32>, %i: index, %mask: vector<4xi1>, %p: vector<8xf32>) {
  %0 = vector.maskedload %m[%i], %mask, %p : memref<16xf32>, vector<4xi1>, vector<8xf32> into vector<4xf32>
  return
}
