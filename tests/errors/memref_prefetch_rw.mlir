// memref.prefetch reads or writes.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: memref_prefetch_rw.mlir:5:3: error: custom op 'memref.prefetch' rw specifier has to be 'read' or 'write'
func.func @f(%B: memref<2048xi8>, %i: index) {
  memref.prefetch %B[%i], modify, locality<1>, data : memref<2048xi8>
  return
}
