// memref.realloc is C's realloc of a buffer from the heap (memref.alloc
// without an alignment, or an earlier realloc); the size of a dynamic
// result is its operand.
// RUN: %affc %s --emit=c | FileCheck %s
// CHECK: int32_t *b = realloc(a, sizeof(int32_t) * 8);
// CHECK: int32_t *c = realloc(b, sizeof(int32_t) * n);
// CHECK: int32_t *d = realloc(c, sizeof(int32_t) * 2);
func.func @grow(%n: index) -> memref<2xi32> {
  %a = memref.alloc() : memref<4xi32>
  %b = memref.realloc %a : memref<4xi32> to memref<8xi32>
  %c = memref.realloc %b(%n) : memref<8xi32> to memref<?xi32>
  %d = memref.realloc %c : memref<?xi32> to memref<2xi32>
  return %d : memref<2xi32>
}
