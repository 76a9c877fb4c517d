// memref.realloc of a buffer not known to come from the heap (a
// memref.alloca here, a function argument as well) has no C realloc:
// refused, and no file written.
// RUN: not %affc %s --emit=c -o %t.c 2>&1 | FileCheck %s
// RUN: test ! -e %t.c
// CHECK: realloc_refused.mlir:9:8: error: affc cannot emit C for 'memref.realloc' of a memref that memref.alloc did not make
func.func @grow() -> memref<8xi32> {
  %a = memref.alloca() : memref<4xi32>
  %b = memref.realloc %a : memref<4xi32> to memref<8xi32>
  return %b : memref<8xi32>
}
