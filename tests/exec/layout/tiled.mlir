// Tiled layout maps (floordiv and mod by constants), with constant offsets,
// from 1-D to 2-D and 3-D and from 2-D to 4-D, laid out as MLIR's
// --normalize-memrefs lays them out: each result of the map spans 0 to its
// greatest value over the memref's indices (10 elements tiled by 4 need a
// 3x4 buffer; the last tile is partial). Every element is written, then
// every element is printed, through affine and memref accesses.
// RUN: %mlir-opt %s --normalize-memrefs -o %t-norm.mlir
// RUN: FileCheck %s < %t-norm.mlir
// RUN: %exec %s --reference %t-norm.mlir
// CHECK-LABEL: func.func @one_to_two
// CHECK: memref.alloc() : memref<3x4xi64>
// CHECK-LABEL: func.func @one_to_three
// CHECK: memref.alloca() : memref<3x2x2xf32>
// CHECK-LABEL: func.func @two_to_three
// CHECK: memref.alloc() : memref<4x8x2xf32>
// CHECK-LABEL: func.func @two_to_four
// CHECK: memref.alloca() : memref<3x2x2x4xf64>
// CHECK-LABEL: func.func @offsets
// CHECK: memref.alloca() : memref<5x5xi64>
// CHECK-LABEL: func.func @ceil_bits
// CHECK: memref.alloca() : memref<4x3xi1>
// CHECK-LABEL: func.func @parallel
// CHECK: memref.alloc() : memref<3x2x2x4xi64>
#tile4 = affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>
#tile22 = affine_map<(d0) -> (d0 floordiv 4, (d0 mod 4) floordiv 2, d0 mod 2)>
#rows2 = affine_map<(d0, d1) -> (d0 floordiv 2, d1, d0 mod 2)>
#blocks = affine_map<(d0, d1) -> (d0 floordiv 2, d1 floordiv 4, d0 mod 2, d1 mod 4)>
#shifted = affine_map<(d0) -> (d0 floordiv 3 + 1, d0 mod 3 + 2)>
#ceil = affine_map<(d0) -> (d0 ceildiv 3, d0 mod 3)>

func.func @one_to_two() {
  %m = memref.alloc() : memref<10xi64, #tile4>
  affine.for %i = 0 to 10 {
    %a = arith.index_cast %i : index to i64
    %s = arith.muli %a, %a : i64
    affine.store %s, %m[%i] : memref<10xi64, #tile4>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %m[9 - %i] : memref<10xi64, #tile4>
    vector.print %v : i64
  }
  memref.dealloc %m : memref<10xi64, #tile4>
  return
}

func.func @one_to_three() {
  %m = memref.alloca() : memref<12xf32, #tile22>
  affine.for %i = 0 to 12 {
    %a = arith.index_cast %i : index to i32
    %f = arith.sitofp %a : i32 to f32
    %q = arith.constant 0.25 : f32
    %g = arith.mulf %f, %q : f32
    memref.store %g, %m[%i] : memref<12xf32, #tile22>
  }
  affine.for %i = 0 to 12 {
    %v = memref.load %m[%i] : memref<12xf32, #tile22>
    vector.print %v : f32
  }
  return
}

func.func @two_to_three() {
  %m = memref.alloc() : memref<8x8xf32, #rows2>
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      %x = affine.apply affine_map<(a, b) -> (a * 8 + b)>(%i, %j)
      %xi = arith.index_cast %x : index to i32
      %f = arith.sitofp %xi : i32 to f32
      affine.store %f, %m[%i, %j] : memref<8x8xf32, #rows2>
    }
  }
  affine.for %j = 0 to 8 {
    affine.for %i = 0 to 8 {
      %v = affine.load %m[%i, %j] : memref<8x8xf32, #rows2>
      vector.print %v : f32
    }
  }
  memref.dealloc %m : memref<8x8xf32, #rows2>
  return
}

func.func @two_to_four() {
  %m = memref.alloca() : memref<6x8xf64, #blocks>
  affine.for %i = 0 to 6 {
    affine.for %j = 0 to 8 {
      %x = affine.apply affine_map<(a, b) -> (a * 8 - b)>(%i, %j)
      %xi = arith.index_cast %x : index to i64
      %f = arith.sitofp %xi : i64 to f64
      affine.store %f, %m[%i, %j] : memref<6x8xf64, #blocks>
    }
  }
  affine.for %i = 0 to 6 {
    affine.for %j = 0 to 8 {
      %v = affine.load %m[%i, %j] : memref<6x8xf64, #blocks>
      vector.print %v : f64
    }
  }
  return
}

func.func @offsets() {
  %m = memref.alloca() : memref<12xi64, #shifted>
  affine.for %i = 0 to 12 {
    %a = arith.index_cast %i : index to i64
    %c7 = arith.constant 7 : i64
    %s = arith.subi %a, %c7 : i64
    affine.store %s, %m[%i] : memref<12xi64, #shifted>
  }
  affine.for %i = 0 to 12 {
    %v = affine.load %m[%i] : memref<12xi64, #shifted>
    vector.print %v : i64
  }
  return
}

func.func @ceil_bits() {
  %m = memref.alloca() : memref<10xi1, #ceil>
  affine.for %i = 0 to 10 {
    %r = affine.apply affine_map<(a) -> (a mod 4)>(%i)
    %c1 = arith.constant 1 : index
    %b = arith.cmpi ule, %r, %c1 : index
    affine.store %b, %m[%i] : memref<10xi1, #ceil>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %m[%i] : memref<10xi1, #ceil>
    vector.print %v : i1
  }
  return
}

// An affine.parallel writes the tiles (shared out among threads with
// -fopenmp); each element once, as the dependence analysis sees it.
func.func @parallel() {
  %m = memref.alloc() : memref<6x8xi64, #blocks>
  affine.parallel (%i, %j) = (0, 0) to (6, 8) {
    %x = affine.apply affine_map<(a, b) -> (a * 100 + b)>(%i, %j)
    %xi = arith.index_cast %x : index to i64
    affine.store %xi, %m[%i, %j] : memref<6x8xi64, #blocks>
  }
  affine.for %i = 0 to 6 {
    affine.for %j = 0 to 8 {
      %v = affine.load %m[%i, %j] : memref<6x8xi64, #blocks>
      vector.print %v : i64
    }
  }
  memref.dealloc %m : memref<6x8xi64, #blocks>
  return
}

func.func @main() {
  call @one_to_two() : () -> ()
  call @one_to_three() : () -> ()
  call @two_to_three() : () -> ()
  call @two_to_four() : () -> ()
  call @offsets() : () -> ()
  call @ceil_bits() : () -> ()
  call @parallel() : () -> ()
  return
}
