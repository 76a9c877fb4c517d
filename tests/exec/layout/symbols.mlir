// A layout map with a symbol, bound to a value by the allocation
// (memref.alloc()[%s]): the results the symbol moves stay bounded (a mod),
// so MLIR's --normalize-memrefs gives the buffer a static shape and every
// access passes the symbol's value to the map.
// RUN: %mlir-opt %s --normalize-memrefs -o %t-norm.mlir
// RUN: FileCheck %s < %t-norm.mlir
// RUN: %exec %s --reference %t-norm.mlir
// CHECK: memref.alloc() : memref<3x4xi64>
// CHECK: memref.alloca() : memref<2x3x5xf64>
#rot = affine_map<(d0)[s0] -> (d0 floordiv 4, (d0 + s0) mod 4)>
#rot2 = affine_map<(d0, d1)[s0, s1] -> (d0, (d1 + s0) mod 3, (d1 * 2 + s1) mod 5)>

func.func @main() {
  %c3 = arith.constant 3 : index
  %m = memref.alloc()[%c3] : memref<12xi64, #rot>
  affine.for %i = 0 to 12 {
    %a = arith.index_cast %i : index to i64
    affine.store %a, %m[%i] : memref<12xi64, #rot>
  }
  affine.for %i = 0 to 12 {
    %v = affine.load %m[%i] : memref<12xi64, #rot>
    vector.print %v : i64
  }
  memref.dealloc %m : memref<12xi64, #rot>
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %n = memref.alloca()[%c1, %c4] : memref<2x3xf64, #rot2>
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 3 {
      %x = affine.apply affine_map<(a, b) -> (a * 3 + b)>(%i, %j)
      %xi = arith.index_cast %x : index to i64
      %f = arith.sitofp %xi : i64 to f64
      memref.store %f, %n[%i, %j] : memref<2x3xf64, #rot2>
    }
  }
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 3 {
      %v = memref.load %n[%i, %j] : memref<2x3xf64, #rot2>
      vector.print %v : f64
    }
  }
  return
}
