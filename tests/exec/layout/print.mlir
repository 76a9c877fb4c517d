// A memref with a layout map that is not strided, cast to an unranked
// memref and printed by printMemref*, shows its buffer: after MLIR's
// --normalize-memrefs the cast takes the normalized memref (rank 2 for
// a 1-D memref tiled by 4, the transposed shape for a permutation). The
// buffers here are full, so every printed element was written.
// RUN: %mlir-opt %s --normalize-memrefs -o %t-norm.mlir
// RUN: FileCheck %s < %t-norm.mlir
// RUN: %exec %s --reference %t-norm.mlir
// CHECK: memref.cast %{{.*}} : memref<4x4xf32> to memref<*xf32>
// CHECK: memref.cast %{{.*}} : memref<4x3xi64> to memref<*xi64>
#tile4 = affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>
#perm = affine_map<(d0, d1) -> (d1, d0)>
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI64(memref<*xi64>)

func.func @main() {
  %t = memref.alloca() : memref<16xf32, #tile4>
  affine.for %i = 0 to 16 {
    %a = arith.index_cast %i : index to i32
    %f = arith.sitofp %a : i32 to f32
    affine.store %f, %t[15 - %i] : memref<16xf32, #tile4>
  }
  %tu = memref.cast %t : memref<16xf32, #tile4> to memref<*xf32>
  call @printMemrefF32(%tu) : (memref<*xf32>) -> ()
  %p = memref.alloc() : memref<3x4xi64, #perm>
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 4 {
      %x = affine.apply affine_map<(a, b) -> (a * 10 + b)>(%i, %j)
      %xi = arith.index_cast %x : index to i64
      affine.store %xi, %p[%i, %j] : memref<3x4xi64, #perm>
    }
  }
  %pu = memref.cast %p : memref<3x4xi64, #perm> to memref<*xi64>
  call @printMemrefI64(%pu) : (memref<*xi64>) -> ()
  memref.dealloc %p : memref<3x4xi64, #perm>
  return
}
