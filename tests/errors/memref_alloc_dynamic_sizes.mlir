// memref.alloc takes one size operand per '?' in its type.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: memref_alloc_dynamic_sizes.mlir:5:8: error: 'memref.alloc' op incorrect number of dynamic sizes, has 1, expected 2
func.func @f(%n: index) {
  %0 = memref.alloc(%n) : memref<?x?xf32>
  return
}
