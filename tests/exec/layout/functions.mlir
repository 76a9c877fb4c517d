// Memrefs with layout maps that are not strided cross function boundaries
// as their buffers (the normalized memrefs of MLIR's --normalize-memrefs):
// arguments, results, calls passing them on, results used by the caller
// and freed there; with the plain ABI and with --abi=mlir.
// RUN: %mlir-opt %s --normalize-memrefs -o %t-norm.mlir
// RUN: FileCheck %s < %t-norm.mlir
// RUN: %exec %s --reference %t-norm.mlir
// RUN: %exec %s --reference %t-norm.mlir --affc-arg=--abi=mlir
// CHECK: func.func @fill(%{{.*}}: memref<3x4xf32>, %{{.*}}: f32)
// CHECK: func.func @make(%{{.*}}: f32) -> memref<3x4xf32>
// CHECK: func.func @sum_cols(%{{.*}}: memref<4x3xi64>) -> i64
#tile4 = affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>
#perm = affine_map<(d0, d1) -> (d1, d0)>

func.func @fill(%m: memref<10xf32, #tile4>, %scale: f32) {
  affine.for %i = 0 to 10 {
    %a = arith.index_cast %i : index to i32
    %f = arith.sitofp %a : i32 to f32
    %g = arith.mulf %f, %scale : f32
    affine.store %g, %m[%i] : memref<10xf32, #tile4>
  }
  return
}

func.func @make(%scale: f32) -> memref<10xf32, #tile4> {
  %m = memref.alloc() : memref<10xf32, #tile4>
  call @fill(%m, %scale) : (memref<10xf32, #tile4>, f32) -> ()
  return %m : memref<10xf32, #tile4>
}

func.func @sum_cols(%m: memref<3x4xi64, #perm>) -> i64 {
  %zero = arith.constant 0 : i64
  %s = affine.for %j = 0 to 4 iter_args(%acc = %zero) -> i64 {
    %t = affine.for %i = 0 to 3 iter_args(%a = %acc) -> i64 {
      %v = affine.load %m[%i, %j] : memref<3x4xi64, #perm>
      %w = arith.muli %v, %v : i64
      %n = arith.addi %a, %w : i64
      affine.yield %n : i64
    }
    affine.yield %t : i64
  }
  return %s : i64
}

func.func @main() {
  %half = arith.constant 0.5 : f32
  %m = call @make(%half) : (f32) -> memref<10xf32, #tile4>
  affine.for %i = 0 to 10 {
    %v = affine.load %m[%i] : memref<10xf32, #tile4>
    vector.print %v : f32
  }
  memref.dealloc %m : memref<10xf32, #tile4>
  %p = memref.alloca() : memref<3x4xi64, #perm>
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 4 {
      %x = affine.apply affine_map<(a, b) -> (a * 4 + b)>(%i, %j)
      %xi = arith.index_cast %x : index to i64
      memref.store %xi, %p[%i, %j] : memref<3x4xi64, #perm>
    }
  }
  %s = call @sum_cols(%p) : (memref<3x4xi64, #perm>) -> i64
  vector.print %s : i64
  return
}
