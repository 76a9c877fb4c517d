// Memrefs of dynamic size with a tiling layout map, through what MLIR's
// --normalize-memrefs cannot rewrite (memref.copy, scf.for iter_args,
// scf.if results: MLIR then leaves the program unnormalized and cannot
// run it; a cast from an unranked memref to such a type crashes
// mlir-opt 22), while affc follows the layout. The reference is this
// file with identity maps in place of the layouts, which must print the
// same.
// RUN: sed -e 's/^#blocks = .*/#blocks = affine_map<(d0, d1) -> (d0, d1)>/' \
// RUN:     -e 's/^#tile3 = .*/#tile3 = affine_map<(d0) -> (d0)>/' %s > %t-ref.mlir
// RUN: %exec %s --reference %t-ref.mlir
#blocks = affine_map<(d0, d1) -> (d0 floordiv 4, d1 floordiv 2, d0 mod 4, d1 mod 2)>
#tile3 = affine_map<(d0) -> (d0 floordiv 3, d0 mod 3)>

func.func @fill(%a: memref<?x?xi32, #blocks>, %n: index, %m: index, %k: i32) {
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %m {
      %x = affine.apply affine_map<(a, b) -> (a * 10 + b)>(%i, %j)
      %xi = arith.index_cast %x : index to i32
      %v = arith.addi %xi, %k : i32
      affine.store %v, %a[%i, %j] : memref<?x?xi32, #blocks>
    }
  }
  return
}

func.func @show(%a: memref<?x?xi32, #blocks>, %n: index, %m: index) {
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %m {
      %v = affine.load %a[%i, %j] : memref<?x?xi32, #blocks>
      vector.print %v : i32
    }
  }
  return
}

// Copies: tiled to tiled, tiled to plain and back, and memref.dim (the
// memref's own sizes).
func.func @copies(%n: index, %m: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k = arith.constant 1000 : i32
  %a = memref.alloc(%n, %m) : memref<?x?xi32, #blocks>
  %b = memref.alloca(%n, %m) : memref<?x?xi32, #blocks>
  %p = memref.alloc(%n, %m) : memref<?x?xi32>
  call @fill(%a, %n, %m, %k) : (memref<?x?xi32, #blocks>, index, index, i32) -> ()
  memref.copy %a, %b : memref<?x?xi32, #blocks> to memref<?x?xi32, #blocks>
  %dn = memref.dim %b, %c0 : memref<?x?xi32, #blocks>
  %dm = memref.dim %b, %c1 : memref<?x?xi32, #blocks>
  call @show(%b, %dn, %dm) : (memref<?x?xi32, #blocks>, index, index) -> ()
  memref.copy %b, %p : memref<?x?xi32, #blocks> to memref<?x?xi32>
  %z = arith.constant 0 : i32
  call @fill(%a, %n, %m, %z) : (memref<?x?xi32, #blocks>, index, index, i32) -> ()
  memref.copy %p, %a : memref<?x?xi32> to memref<?x?xi32, #blocks>
  call @show(%a, %n, %m) : (memref<?x?xi32, #blocks>, index, index) -> ()
  memref.dealloc %a : memref<?x?xi32, #blocks>
  memref.dealloc %p : memref<?x?xi32>
  return
}

// Two memrefs swapped k times by scf.for, then one picked by scf.if.
func.func @flows(%n: index, %k: index, %flag: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%n) : memref<?xf32, #tile3>
  %b = memref.alloc(%n) : memref<?xf32, #tile3>
  affine.for %i = 0 to %n {
    %x = arith.index_cast %i : index to i32
    %f = arith.sitofp %x : i32 to f32
    affine.store %f, %a[%i] : memref<?xf32, #tile3>
  }
  %r:2 = scf.for %s = %c0 to %k step %c1 iter_args(%src = %a, %dst = %b) -> (memref<?xf32, #tile3>, memref<?xf32, #tile3>) {
    affine.for %i = 0 to %n {
      %v = affine.load %src[%i] : memref<?xf32, #tile3>
      %j = affine.apply affine_map<(i)[n] -> (n - 1 - i)>(%i)[%n]
      %w = arith.addf %v, %v : f32
      memref.store %w, %dst[%j] : memref<?xf32, #tile3>
    }
    scf.yield %dst, %src : memref<?xf32, #tile3>, memref<?xf32, #tile3>
  }
  %pick = scf.if %flag -> memref<?xf32, #tile3> {
    scf.yield %r#0 : memref<?xf32, #tile3>
  } else {
    scf.yield %r#1 : memref<?xf32, #tile3>
  }
  %len = memref.dim %pick, %c0 : memref<?xf32, #tile3>
  affine.for %i = 0 to %len {
    %v = affine.load %pick[%i] : memref<?xf32, #tile3>
    vector.print %v : f32
  }
  // Through an unranked memref and back (the sizes then come from the
  // buffer's descriptor: 7 elements come back as 9, whole tiles; the
  // loop keeps to n).
  %u = memref.cast %pick : memref<?xf32, #tile3> to memref<*xf32>
  %back = memref.cast %u : memref<*xf32> to memref<?xf32, #tile3>
  affine.for %i = 0 to %n {
    %v = affine.load %back[%i] : memref<?xf32, #tile3>
    %w = arith.negf %v : f32
    vector.print %w : f32
  }
  memref.dealloc %a : memref<?xf32, #tile3>
  memref.dealloc %b : memref<?xf32, #tile3>
  return
}

func.func @main() {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  call @copies(%c7, %c3) : (index, index) -> ()
  %true = arith.constant true
  %false = arith.constant false
  call @flows(%c7, %c3, %true) : (index, index, i1) -> ()
  call @flows(%c5, %c3, %false) : (index, index, i1) -> ()
  return
}
