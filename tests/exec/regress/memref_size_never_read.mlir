// A dynamic memref chosen by scf.if or passed to a block, whose size no
// use reads (a 1-D load needs none, a 2-D one only the inner size): its C
// size variable is written and never read, which gcc and clang report as
// "set but not used" and exec.sh's -Werror turns into a failure. affc
// marks such variables "(void)name;".
// RUN: %exec %s
func.func @pick(%a: memref<?xf32>, %b: memref<?xf32>, %c: i1) -> f32 {
  %p = scf.if %c -> memref<?xf32> {
    scf.yield %a : memref<?xf32>
  } else {
    scf.yield %b : memref<?xf32>
  }
  %i = arith.constant 1 : index
  %v = memref.load %p[%i] : memref<?xf32>
  return %v : f32
}

func.func @pick2d(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %c: i1) -> f32 {
  cf.cond_br %c, ^bb1(%a : memref<?x?xf32>), ^bb1(%b : memref<?x?xf32>)
^bb1(%p: memref<?x?xf32>):
  %i = arith.constant 1 : index
  %v = memref.load %p[%i, %i] : memref<?x?xf32>
  return %v : f32
}

func.func @main() {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %a = memref.alloc(%c3) : memref<?xf32>
  %b = memref.alloc(%c3) : memref<?xf32>
  %m = memref.alloc(%c2, %c3) : memref<?x?xf32>
  %n = memref.alloc(%c3, %c2) : memref<?x?xf32>
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  affine.for %i = 0 to 3 {
    memref.store %one, %a[%i] : memref<?xf32>
    memref.store %two, %b[%i] : memref<?xf32>
    affine.for %j = 0 to 2 {
      memref.store %one, %m[%j, %i] : memref<?x?xf32>
      memref.store %two, %n[%i, %j] : memref<?x?xf32>
    }
  }
  %t = arith.constant true
  %f = arith.constant false
  %r0 = func.call @pick(%a, %b, %t) : (memref<?xf32>, memref<?xf32>, i1) -> f32
  %r1 = func.call @pick(%a, %b, %f) : (memref<?xf32>, memref<?xf32>, i1) -> f32
  %r2 = func.call @pick2d(%m, %n, %t) : (memref<?x?xf32>, memref<?x?xf32>, i1) -> f32
  %r3 = func.call @pick2d(%m, %n, %f) : (memref<?x?xf32>, memref<?x?xf32>, i1) -> f32
  vector.print %r0 : f32
  vector.print %r1 : f32
  vector.print %r2 : f32
  vector.print %r3 : f32
  memref.dealloc %a : memref<?xf32>
  memref.dealloc %b : memref<?xf32>
  memref.dealloc %m : memref<?x?xf32>
  memref.dealloc %n : memref<?x?xf32>
  return
}
