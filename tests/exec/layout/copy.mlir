// memref.copy between memrefs whose layout maps are not strided (and plain
// ones) copies element by element, each side through its own layout.
// MLIR's --normalize-memrefs cannot rewrite a memref.copy, so mlir-runner
// cannot run this file; the reference is the same program with identity
// maps in place of the layouts, which must print the same.
// RUN: %exec %s --reference %S/Inputs/copy_ref.mlir
#tile4 = affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>
#perm = affine_map<(d0, d1) -> (d1, d0)>
#blocks = affine_map<(d0, d1) -> (d0 floordiv 2, d1 floordiv 2, d0 mod 2, d1 mod 2)>

func.func @main() {
  %a = memref.alloc() : memref<10xi64, #tile4>
  %b = memref.alloc() : memref<10xi64>
  %c = memref.alloca() : memref<10xi64, #tile4>
  affine.for %i = 0 to 10 {
    %x = arith.index_cast %i : index to i64
    %y = arith.muli %x, %x : i64
    affine.store %y, %a[%i] : memref<10xi64, #tile4>
  }
  memref.copy %a, %b : memref<10xi64, #tile4> to memref<10xi64>
  memref.copy %b, %c : memref<10xi64> to memref<10xi64, #tile4>
  affine.for %i = 0 to 10 {
    %v = affine.load %b[%i] : memref<10xi64>
    %w = affine.load %c[%i] : memref<10xi64, #tile4>
    vector.print %v : i64
    vector.print %w : i64
  }
  %p = memref.alloca() : memref<4x6xf32, #perm>
  %q = memref.alloca() : memref<4x6xf32, #blocks>
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 6 {
      %x = affine.apply affine_map<(a, b) -> (a * 6 + b)>(%i, %j)
      %xi = arith.index_cast %x : index to i32
      %f = arith.sitofp %xi : i32 to f32
      affine.store %f, %p[%i, %j] : memref<4x6xf32, #perm>
    }
  }
  memref.copy %p, %q : memref<4x6xf32, #perm> to memref<4x6xf32, #blocks>
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 6 {
      %v = affine.load %q[%i, %j] : memref<4x6xf32, #blocks>
      vector.print %v : f32
    }
  }
  memref.dealloc %a : memref<10xi64, #tile4>
  memref.dealloc %b : memref<10xi64>
  return
}
