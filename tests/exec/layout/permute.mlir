// Permutation layout maps, laid out as MLIR's --normalize-memrefs lays them
// out: memref<3x4xi64, (d0, d1) -> (d1, d0)> is a 4x3 buffer whose element
// (j, i) holds element (i, j). alloc, alloca and dealloc; affine and memref
// loads and stores; 2-D (i64, i1) and 3-D (f64) permutations. Every element
// is written, then every element is printed.
// RUN: %mlir-opt %s --normalize-memrefs -o %t-norm.mlir
// RUN: FileCheck %s < %t-norm.mlir
// RUN: %exec %s --reference %t-norm.mlir
// CHECK-LABEL: func.func @two_d
// CHECK: memref.alloc() : memref<4x3xi64>
// CHECK-LABEL: func.func @three_d
// CHECK: memref.alloca() : memref<4x2x3xf64>
// CHECK-LABEL: func.func @bits
// CHECK: memref.alloca() : memref<5x2xi1>
#t2 = affine_map<(d0, d1) -> (d1, d0)>
#t3 = affine_map<(d0, d1, d2) -> (d2, d0, d1)>

func.func @two_d() {
  %m = memref.alloc() : memref<3x4xi64, #t2>
  %c10 = arith.constant 10 : i64
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 4 {
      %a = arith.index_cast %i : index to i64
      %b = arith.index_cast %j : index to i64
      %p = arith.muli %a, %c10 : i64
      %s = arith.addi %p, %b : i64
      affine.store %s, %m[%i, %j] : memref<3x4xi64, #t2>
    }
  }
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 4 {
      %v = memref.load %m[%i, %j] : memref<3x4xi64, #t2>
      vector.print %v : i64
    }
  }
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %w = affine.load %m[%c2, %c3 - 1] : memref<3x4xi64, #t2>
  vector.print %w : i64
  memref.dealloc %m : memref<3x4xi64, #t2>
  return
}

func.func @three_d() {
  %m = memref.alloca() : memref<2x3x4xf64, #t3>
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 3 {
      affine.for %k = 0 to 4 {
        %x = affine.apply affine_map<(a, b, c) -> (a * 100 + b * 10 + c)>(%i, %j, %k)
        %xi = arith.index_cast %x : index to i64
        %f = arith.sitofp %xi : i64 to f64
        %h = arith.constant 0.5 : f64
        %g = arith.addf %f, %h : f64
        memref.store %g, %m[%i, %j, %k] : memref<2x3x4xf64, #t3>
      }
    }
  }
  affine.for %k = 0 to 4 {
    affine.for %i = 0 to 2 {
      affine.for %j = 0 to 3 {
        %v = affine.load %m[%i, %j, %k] : memref<2x3x4xf64, #t3>
        vector.print %v : f64
      }
    }
  }
  return
}

func.func @bits() {
  %m = memref.alloca() : memref<2x5xi1, #t2>
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 5 {
      %s = affine.apply affine_map<(a, b) -> ((a + b * 2) mod 3)>(%i, %j)
      %c0 = arith.constant 0 : index
      %b = arith.cmpi eq, %s, %c0 : index
      affine.store %b, %m[%i, %j] : memref<2x5xi1, #t2>
    }
  }
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 5 {
      %v = affine.load %m[%i, %j] : memref<2x5xi1, #t2>
      vector.print %v : i1
    }
  }
  return
}

func.func @main() {
  call @two_d() : () -> ()
  call @three_d() : () -> ()
  call @bits() : () -> ()
  return
}
