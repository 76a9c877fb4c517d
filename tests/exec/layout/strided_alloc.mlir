// Allocations of strided layouts that are not the identity (strided<> and
// linear maps): the buffer spans every element the layout reaches from its
// base, as the normalized memref of MLIR's --normalize-memrefs (one dim of
// the greatest position plus one) does.
// RUN: %mlir-opt %s --normalize-memrefs -o %t-norm.mlir
// RUN: FileCheck %s < %t-norm.mlir
// RUN: %exec %s --reference %t-norm.mlir
// CHECK: memref.alloc() : memref<12xi64>
// CHECK: memref.alloca() : memref<13xf32>
// CHECK: memref.alloca() : memref<15xf64>
func.func @main() {
  %cm = memref.alloc() : memref<3x4xi64, strided<[1, 3]>>
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 4 {
      %x = affine.apply affine_map<(a, b) -> (a * 4 + b)>(%i, %j)
      %xi = arith.index_cast %x : index to i64
      affine.store %xi, %cm[%i, %j] : memref<3x4xi64, strided<[1, 3]>>
    }
  }
  affine.for %j = 0 to 4 {
    affine.for %i = 0 to 3 {
      %v = affine.load %cm[%i, %j] : memref<3x4xi64, strided<[1, 3]>>
      vector.print %v : i64
    }
  }
  memref.dealloc %cm : memref<3x4xi64, strided<[1, 3]>>
  %off = memref.alloca() : memref<10xf32, strided<[1], offset: 3>>
  affine.for %i = 0 to 10 {
    %xi = arith.index_cast %i : index to i32
    %f = arith.sitofp %xi : i32 to f32
    memref.store %f, %off[%i] : memref<10xf32, strided<[1], offset: 3>>
  }
  affine.for %i = 0 to 10 {
    %v = memref.load %off[%i] : memref<10xf32, strided<[1], offset: 3>>
    vector.print %v : f32
  }
  %lin = memref.alloca() : memref<2x3xf64, affine_map<(d0, d1) -> (d0 * 7 + d1 * 3 + 1)>>
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 3 {
      %x = affine.apply affine_map<(a, b) -> (a * 3 + b)>(%i, %j)
      %xi = arith.index_cast %x : index to i64
      %f = arith.sitofp %xi : i64 to f64
      affine.store %f, %lin[%i, %j] : memref<2x3xf64, affine_map<(d0, d1) -> (d0 * 7 + d1 * 3 + 1)>>
    }
  }
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 3 {
      %v = affine.load %lin[%i, %j] : memref<2x3xf64, affine_map<(d0, d1) -> (d0 * 7 + d1 * 3 + 1)>>
      vector.print %v : f64
    }
  }
  return
}
