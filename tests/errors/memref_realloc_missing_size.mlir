// A dynamic memref.realloc result needs its size in parentheses.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: memref_realloc_missing_size.mlir:5:8: error: missing dimension operand for result type 'memref<?xf32>'
func.func @f(%m: memref<?xf32>) {
  %0 = memref.realloc %m : memref<?xf32> to memref<?xf32>
  return
}
