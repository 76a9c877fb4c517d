// affine.dma_start / dma_wait on memrefs whose layout map is not strided.
// --normalize-memrefs (checked below) rewrites a DMA on such a memref into
// one on its normalized buffer, at the buffer element of the subscripts:
// the transfer then runs over consecutive BUFFER elements (strides too
// count buffer elements). affc does the same. MLIR cannot run DMA ops, so
// Inputs/dma_ref.mlir computes the same with loops over identity memrefs.
// RUN: %mlir-opt %s --normalize-memrefs | FileCheck %s
// RUN: %exec %s --reference %S/Inputs/dma_ref.mlir
// RUN: %exec %s --reference %S/Inputs/dma_ref.mlir --affc-arg=--dma=async
// CHECK-LABEL: func.func @to_permuted
// CHECK: affine.dma_start %{{.*}}[0, 1], %{{.*}}[1, 0], %{{.*}}[1, 1], %{{.*}} : memref<3x4xf32>, memref<4x3xf32>, memref<2x2xi32>
// CHECK-LABEL: func.func @to_blocks
// CHECK: affine.dma_start %{{.*}}[0], %{{.*}}[0, 0, 0, 0], %{{.*}} : memref<16xf32>, memref<2x2x2x2xf32>, memref<1xi32>
// CHECK-LABEL: func.func @strided_dynamic
// CHECK: memref.alloc(%{{.*}}, %{{.*}}) : memref<?x?xf32>
// CHECK: affine.dma_start %{{.*}}[1, 0], %{{.*}}[0], %{{.*}} : memref<?x?xf32>, memref<4xf32, 1>, memref<1xi32>
#tile4 = affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>
#tile2 = affine_map<(d0) -> (d0 floordiv 2, d0 mod 2)>
#perm = affine_map<(d0, d1) -> (d1, d0)>
#blocks = affine_map<(d0, d1) -> (d0 floordiv 2, d1 floordiv 2, d0 mod 2, d1 mod 2)>

func.func @fill_tiled(%m: memref<?xf32, #tile4>, %n: index, %base: f32) {
  affine.for %i = 0 to %n {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %v = arith.addf %f, %base : f32
    affine.store %v, %m[%i] : memref<?xf32, #tile4>
  }
  return
}

// 8 consecutive buffer elements of a tiled memref (logical 1 .. 8) into a
// permuted one from its logical [0, 1] on (buffer elements 3 .. 10), the
// tag in a tiled memref of tags.
func.func @to_permuted() {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %c10 = arith.constant 10 : index
  %base = arith.constant 0.5 : f32
  %src = memref.alloc() : memref<10xf32, #tile4>
  %dst = memref.alloc() : memref<3x4xf32, #perm>
  %tags = memref.alloc() : memref<4xi32, #tile2>
  %alias = memref.cast %src : memref<10xf32, #tile4> to memref<10xf32, #tile4>
  affine.for %i = 0 to 10 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %v = arith.addf %f, %base : f32
    affine.store %v, %alias[%i] : memref<10xf32, #tile4>
  }
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 4 {
      %z = arith.constant -1.0 : f32
      affine.store %z, %dst[%i, %j] : memref<3x4xf32, #perm>
    }
  }
  affine.dma_start %src[1], %dst[0, 1], %tags[%c3], %c8 : memref<10xf32, #tile4>, memref<3x4xf32, #perm>, memref<4xi32, #tile2>
  affine.dma_wait %tags[%c3], %c8 : memref<4xi32, #tile2>
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 4 {
      %v = affine.load %dst[%i, %j] : memref<3x4xf32, #perm>
      vector.print %v : f32
    }
  }
  memref.dealloc %src : memref<10xf32, #tile4>
  memref.dealloc %dst : memref<3x4xf32, #perm>
  memref.dealloc %tags : memref<4xi32, #tile2>
  return
}

// A whole 4x4 block-tiled memref from 16 contiguous elements: logical
// (i, j) gets element ((i floordiv 2) * 2 + j floordiv 2) * 4 +
// (i mod 2) * 2 + j mod 2.
func.func @to_blocks() {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %src = memref.alloc() : memref<16xf32>
  %dst = memref.alloc() : memref<4x4xf32, #blocks>
  %tag = memref.alloc() : memref<1xi32>
  affine.for %i = 0 to 16 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    affine.store %f, %src[%i] : memref<16xf32>
  }
  affine.dma_start %src[0], %dst[0, 0], %tag[%c0], %c16 : memref<16xf32>, memref<4x4xf32, #blocks>, memref<1xi32>
  affine.dma_wait %tag[%c0], %c16 : memref<1xi32>
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 4 {
      %v = affine.load %dst[%i, %j] : memref<4x4xf32, #blocks>
      vector.print %v : f32
    }
  }
  memref.dealloc %src : memref<16xf32>
  memref.dealloc %dst : memref<4x4xf32, #blocks>
  memref.dealloc %tag : memref<1xi32>
  return
}

// A strided transfer out of a tiled memref of dynamic size (10 elements,
// a 3x4 buffer) into a faster memory space: 2 elements every 4 from
// logical 4 on, that is logical 4, 5, 8, 9.
func.func @strided_dynamic() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %n = arith.constant 10 : index
  %base = arith.constant 100.0 : f32
  %src = memref.alloc(%n) : memref<?xf32, #tile4>
  %fast = memref.alloc() : memref<4xf32, 1>
  %tag = memref.alloc() : memref<1xi32>
  call @fill_tiled(%src, %n, %base) : (memref<?xf32, #tile4>, index, f32) -> ()
  affine.dma_start %src[%c4], %fast[0], %tag[%c0], %c4, %c4, %c2 : memref<?xf32, #tile4>, memref<4xf32, 1>, memref<1xi32>
  affine.dma_wait %tag[%c0], %c4 : memref<1xi32>
  affine.for %i = 0 to 4 {
    %v = affine.load %fast[%i] : memref<4xf32, 1>
    vector.print %v : f32
  }
  memref.dealloc %src : memref<?xf32, #tile4>
  memref.dealloc %fast : memref<4xf32, 1>
  memref.dealloc %tag : memref<1xi32>
  return
}

func.func @main() {
  call @to_permuted() : () -> ()
  call @to_blocks() : () -> ()
  call @strided_dynamic() : () -> ()
  return
}
