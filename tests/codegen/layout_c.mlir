// The C of memrefs whose layout maps are not strided: the allocation is the
// normalized buffer (MLIR's --normalize-memrefs shape), every access goes
// through the map, with plain / and % since subscripts in bounds are not
// negative, and memref.dim gives the memref's own size (10 here, where
// MLIR's --normalize-memrefs rewrites the dim to the buffer's, 3).
// RUN: %affc %s | FileCheck %s
// RUN: %affc --abi=mlir %s | FileCheck %s --check-prefix=CIFACE
#tile4 = affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>
#perm = affine_map<(d0, d1) -> (d1, d0)>

// CHECK-LABEL: int64_t tiled(float *m) {
// CHECK-NEXT:    float buf[12];
// CHECK-NEXT:    for (int64_t i = 0; i < 10; i++) {
// CHECK-NEXT:      buf[(i / 4) * 4 + (i % 4)] = m[(i / 4) * 4 + (i % 4)];
// CHECK-NEXT:    }
// CHECK-NEXT:    return 10;
// CIFACE-LABEL: int64_t _mlir_ciface_tiled(affc_memref_2d_f32 *m) {
// CIFACE-NEXT:    return tiled(m->aligned);
func.func @tiled(%m: memref<10xf32, #tile4>) -> index {
  %buf = memref.alloca() : memref<10xf32, #tile4>
  affine.for %i = 0 to 10 {
    %v = affine.load %m[%i] : memref<10xf32, #tile4>
    affine.store %v, %buf[%i] : memref<10xf32, #tile4>
  }
  %c0 = arith.constant 0 : index
  %d = memref.dim %buf, %c0 : memref<10xf32, #tile4>
  return %d : index
}

// CHECK-LABEL: struct transposed_result transposed(void) {
// CHECK-NEXT:    float *t = malloc(sizeof(float) * 12);
// CHECK-NEXT:    t[7] = 1.0f;
// CHECK-NEXT:    return (struct transposed_result){t};
// CIFACE-LABEL: void _mlir_ciface_transposed(affc_memref_2d_f32 *res) {
// CIFACE:         *res = (affc_memref_2d_f32){r.r0, r.r0, 0, {4, 3}, {3, 1}};
func.func @transposed() -> memref<3x4xf32, #perm> {
  %t = memref.alloc() : memref<3x4xf32, #perm>
  %one = arith.constant 1.0 : f32
  affine.store %one, %t[1, 2] : memref<3x4xf32, #perm>
  return %t : memref<3x4xf32, #perm>
}

// The buffer has MLIR's shape also where MLIR's bound is not the tightest
// (its Fourier-Motzkin projection bounds d0 mod 4 by 3 even over 0..1), so
// the two share an ABI: 2x4 floats here, where 2x2 would do.
// CHECK-LABEL: void partial(float *p) {
// CHECK-NEXT:    float q[8];
// CIFACE-LABEL: void _mlir_ciface_partial(affc_memref_2d_f32 *p) {
// CIFACE-NEXT:    partial(p->aligned);
func.func @partial(%p: memref<2x2xf32, affine_map<(d0, d1) -> (d0, d1 mod 4)>>) {
  %q = memref.alloca() : memref<2x2xf32, affine_map<(d0, d1) -> (d0, d1 mod 4)>>
  memref.copy %p, %q : memref<2x2xf32, affine_map<(d0, d1) -> (d0, d1 mod 4)>> to memref<2x2xf32, affine_map<(d0, d1) -> (d0, d1 mod 4)>>
  return
}
