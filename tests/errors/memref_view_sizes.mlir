// memref.view takes one size operand per '?' in its result type.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: memref_view_sizes.mlir:5:8: error: 'memref.view' op incorrect number of dynamic sizes, has 0, expected 1
func.func @f(%B: memref<2048xi8>, %i: index) {
  %0 = memref.view %B[%i][] : memref<2048xi8> to memref<?x4xf32>
  return
}
