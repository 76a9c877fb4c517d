// In generic form, an affine.load without its map attribute.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: affine_generic_load_no_map.mlir:5:8: error: 'affine.load' op requires attribute 'map'
func.func @f(%A: memref<4x4xf32>, %n: index) {
  %0 = "affine.load"(%A, %n, %n) : (memref<4x4xf32>, index, index) -> f32
  return
}
