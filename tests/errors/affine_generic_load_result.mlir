// In generic form, an affine.load whose result is not the element type.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: affine_generic_load_result.mlir:5:8: error: 'affine.load' op result type must match element type of memref
func.func @f(%A: memref<4x4xf32>, %n: index) {
  %0 = "affine.load"(%A, %n, %n) <{map = affine_map<(d0, d1) -> (d0, d1)>}> : (memref<4x4xf32>, index, index) -> i32
  return
}
