// memref.realloc is C's realloc of a buffer from the heap (memref.alloc,
// aligned or not, or an earlier realloc); the size of a dynamic result is
// its operand. With an alignment, the runtime's affc_realloc keeps it.
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

// CHECK-LABEL: struct aligned_result aligned(void) {
// CHECK: float *a = affc_alloc(32, sizeof(float) * 4);
// CHECK: float *b = affc_realloc(a, 64, sizeof(float) * 16);
func.func @aligned() -> memref<16xf32> {
  %a = memref.alloc() {alignment = 32 : i64} : memref<4xf32>
  %b = memref.realloc %a {alignment = 64 : i64} : memref<4xf32> to memref<16xf32>
  return %b : memref<16xf32>
}
