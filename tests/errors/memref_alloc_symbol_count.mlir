// memref.alloc takes one symbol operand per symbol of its layout map.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: memref_alloc_symbol_count.mlir:5:8: error: 'memref.alloc' op symbol operand count does not equal memref symbol count: expected 1, got 0
func.func @f(%n: index) {
  %0 = memref.alloc(%n) : memref<?x4xf32, affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 + s0)>>
  return
}
