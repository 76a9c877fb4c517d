// The C of memrefs of dynamic size whose layout map is a tiling. The
// buffer's sizes follow from the memref's (n ceildiv 2 rows of n x 2);
// memref.dim gives the memref's own size (MLIR's normalized memref.dim
// gives the buffer's). The plain ABI passes the memref's sizes; with
// --abi=mlir the descriptor is the normalized buffer's, and the wrapper
// takes each size back from it: a dimension tiled by C as the tile count
// times C (the most elements the buffer holds), a result that is the
// dimension itself as its size.
// RUN: %affc %s | FileCheck %s
// RUN: %affc --abi=mlir %s | FileCheck %s --check-prefix=CIFACE
// RUN: %affc %s -o %t.c
// RUN: cc -std=c11 -Wall -Wextra -Werror -c %t.c -o %t.o
#blocks = affine_map<(d0, d1) -> (d0 floordiv 4, d1 floordiv 8, d0 mod 4, d1 mod 8)>
#rows = affine_map<(d0, d1) -> (d0 floordiv 2, d1, d0 mod 2)>

// CHECK-LABEL: int64_t dims(int64_t *a, int64_t a_d0, int64_t a_d1, float *b, int64_t b_d0, int64_t b_d1, int64_t x) {
// CHECK: a[(i / 4) * (32 * ((a_d1 + 7) / 8)) + (j / 8) * 32 + (i % 4) * 8 + (j % 8)] = x;
// CHECK: return (int64_t)((uint64_t)a_d0 + (uint64_t)b_d1);
// CIFACE-LABEL: int64_t _mlir_ciface_dims(affc_memref_4d_i64 *a, affc_memref_3d_f32 *b, int64_t x) {
// CIFACE-NEXT: return dims(a->aligned, (a->sizes[0] * 4), (a->sizes[1] * 8), b->aligned, (b->sizes[0] * 2), b->sizes[1], x);
func.func @dims(%a: memref<?x?xi64, #blocks>, %b: memref<?x?xf32, #rows>, %x: i64) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %a, %c0 : memref<?x?xi64, #blocks>
  %m = memref.dim %b, %c1 : memref<?x?xf32, #rows>
  affine.for %i = 0 to %n {
    affine.for %j = 0 to 5 {
      affine.store %x, %a[%i, %j] : memref<?x?xi64, #blocks>
    }
  }
  %s = arith.addi %n, %m : index
  return %s : index
}

// CHECK-LABEL: struct make_result make(int64_t n) {
// CHECK: float *r = malloc(sizeof(float) * ((((n + 1) / 2) * n) * 2));
// CHECK: return (struct make_result){r, n, n};
// CIFACE-LABEL: void _mlir_ciface_make(affc_memref_3d_f32 *res, int64_t n) {
// CIFACE: *res = (affc_memref_3d_f32){r.r0, r.r0, 0, {(r.r0_d0 + 1) / 2, r.r0_d1, 2}, {2 * r.r0_d1, 2, 1}};
func.func @make(%n: index) -> memref<?x?xf32, #rows> {
  %r = memref.alloc(%n, %n) : memref<?x?xf32, #rows>
  return %r : memref<?x?xf32, #rows>
}
