// The classic shapes through affc's polyhedral scheduler, run under
// mlir-runner as they are, and after the pass: the module affc prints
// under mlir-runner, and its C at 1, 2, 4 and 8 threads (exec.sh). Sizes
// are not multiples of the tiles, so that partial tiles run; tiles of 4
// make every nest many tiles.
// RUN: %exec %s --affc-arg=-O3
// RUN: %exec %s --affc-arg=--passes=affine-polyhedral-schedule{tile-size=4}
// RUN: %exec %s --affc-arg='--passes=affine-polyhedral-schedule{tile-size=3 fusion=max wavefront=false}'
// RUN: %exec %s --affc-arg='--passes=affine-polyhedral-schedule{tile=false fusion=min}'
// RUN: %exec %s --affc-arg='--passes=affine-polyhedral-schedule{tile-size=5 parallel-first=false}'
func.func private @printMemrefF32(memref<*xf32>)

// A[i][j] = (i * 7 + j * 3) mod 11 - 5, as f32 / 4.
func.func @fill(%A: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %A, %c0 : memref<?x?xf32>
  %m = memref.dim %A, %c1 : memref<?x?xf32>
  %four = arith.constant 4.0 : f32
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %m {
      %k = affine.apply affine_map<(d0, d1) -> ((d0 * 7 + d1 * 3) mod 11 - 5)>(%i, %j)
      %ki = arith.index_cast %k : index to i32
      %f = arith.sitofp %ki : i32 to f32
      %v = arith.divf %f, %four : f32
      affine.store %v, %A[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

// PolyBench's gemm: an imperfect nest, a load hoisted out of the inner
// loop (its value is computed again where it is used), a reduction into
// memory along k.
func.func @gemm(%C: memref<10x13xf32>, %A: memref<10x11xf32>, %B: memref<11x13xf32>) {
  %alpha = arith.constant 1.5 : f32
  %beta = arith.constant 1.25 : f32
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 13 {
      %c = affine.load %C[%i, %j] : memref<10x13xf32>
      %s = arith.mulf %c, %beta : f32
      affine.store %s, %C[%i, %j] : memref<10x13xf32>
    }
    affine.for %k = 0 to 11 {
      %a = affine.load %A[%i, %k] : memref<10x11xf32>
      %aa = arith.mulf %alpha, %a : f32
      affine.for %j = 0 to 13 {
        %b = affine.load %B[%k, %j] : memref<11x13xf32>
        %c = affine.load %C[%i, %j] : memref<10x13xf32>
        %p = arith.mulf %aa, %b : f32
        %s = arith.addf %c, %p : f32
        affine.store %s, %C[%i, %j] : memref<10x13xf32>
      }
    }
  }
  return
}

// A time loop around two nests that feed each other (jacobi-1d): no loop
// is parallel across the time steps, so the tiles run as a wavefront.
func.func @jacobi_1d(%A: memref<10x13xf32>, %B: memref<10x13xf32>) {
  %third = arith.constant 0.33333 : f32
  affine.for %t = 0 to 7 {
    affine.for %i = 1 to 12 {
      %l = affine.load %A[0, %i - 1] : memref<10x13xf32>
      %c = affine.load %A[0, %i] : memref<10x13xf32>
      %r = affine.load %A[0, %i + 1] : memref<10x13xf32>
      %s = arith.addf %l, %c : f32
      %s2 = arith.addf %s, %r : f32
      %v = arith.mulf %s2, %third : f32
      affine.store %v, %B[0, %i] : memref<10x13xf32>
    }
    affine.for %i = 1 to 12 {
      %l = affine.load %B[0, %i - 1] : memref<10x13xf32>
      %c = affine.load %B[0, %i] : memref<10x13xf32>
      %r = affine.load %B[0, %i + 1] : memref<10x13xf32>
      %s = arith.addf %l, %c : f32
      %s2 = arith.addf %s, %r : f32
      %v = arith.mulf %s2, %third : f32
      affine.store %v, %A[0, %i] : memref<10x13xf32>
    }
  }
  return
}

// seidel-2d: one statement, in place, dependences in every direction.
func.func @seidel_2d(%A: memref<10x13xf32>) {
  %ninth = arith.constant 0.11111 : f32
  affine.for %t = 0 to 5 {
    affine.for %i = 1 to 9 {
      affine.for %j = 1 to 12 {
        %a = affine.load %A[%i - 1, %j - 1] : memref<10x13xf32>
        %b = affine.load %A[%i - 1, %j] : memref<10x13xf32>
        %c = affine.load %A[%i - 1, %j + 1] : memref<10x13xf32>
        %d = affine.load %A[%i, %j - 1] : memref<10x13xf32>
        %e = affine.load %A[%i, %j] : memref<10x13xf32>
        %f = affine.load %A[%i, %j + 1] : memref<10x13xf32>
        %g = affine.load %A[%i + 1, %j - 1] : memref<10x13xf32>
        %h = affine.load %A[%i + 1, %j] : memref<10x13xf32>
        %k = affine.load %A[%i + 1, %j + 1] : memref<10x13xf32>
        %s1 = arith.addf %a, %b : f32
        %s2 = arith.addf %s1, %c : f32
        %s3 = arith.addf %s2, %d : f32
        %s4 = arith.addf %s3, %e : f32
        %s5 = arith.addf %s4, %f : f32
        %s6 = arith.addf %s5, %g : f32
        %s7 = arith.addf %s6, %h : f32
        %s8 = arith.addf %s7, %k : f32
        %v = arith.mulf %s8, %ninth : f32
        affine.store %v, %A[%i, %j] : memref<10x13xf32>
      }
    }
  }
  return
}

// A transpose read, a triangular nest, a guard, a step and a bound with
// max and min, and an index computed at the outer level for the inner one.
func.func @shapes(%A: memref<10x13xf32>, %B: memref<13x10xf32>, %C: memref<10x13xf32>) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 13 {
      %a = affine.load %A[%i, %j] : memref<10x13xf32>
      %b = affine.load %B[%j, %i] : memref<13x10xf32>
      %s = arith.addf %a, %b : f32
      affine.store %s, %C[%i, %j] : memref<10x13xf32>
    }
  }
  affine.for %i = 0 to 10 {
    %i2 = affine.apply affine_map<(d0) -> (d0 + 2)>(%i)
    affine.for %j = 0 to affine_map<(d0) -> (d0 + 1)>(%i) {
      %c = affine.load %C[%i, %j] : memref<10x13xf32>
      %a = affine.load %A[%j, %i2] : memref<10x13xf32>
      %s = arith.mulf %c, %a : f32
      affine.if affine_set<(d0, d1) : (d0 - d1 - 2 >= 0)>(%i, %j) {
        affine.store %s, %A[%i, %j] : memref<10x13xf32>
      } else {
        affine.store %s, %A[%i, %j + 3] : memref<10x13xf32>
      }
    }
  }
  affine.for %i = 1 to 10 step 2 {
    affine.for %j = max affine_map<(d0) -> (0, d0 - 4)>(%i) to min affine_map<(d0) -> (13, d0 + 6)>(%i) {
      %a = affine.load %A[%i - 1, %j] : memref<10x13xf32>
      %c = affine.load %C[%i, %j] : memref<10x13xf32>
      %s = arith.subf %c, %a : f32
      affine.store %s, %C[%i - 1, %j] : memref<10x13xf32>
    }
  }
  return
}

// Symbolic sizes, and a reduction into memory along the outer loop.
func.func @sizes(%A: memref<?x?xf32>, %x: memref<?x?xf32>, %y: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %A, %c0 : memref<?x?xf32>
  %m = memref.dim %A, %c1 : memref<?x?xf32>
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %m {
      %a = affine.load %A[%i, %j] : memref<?x?xf32>
      %xi = affine.load %x[0, %i] : memref<?x?xf32>
      %yj = affine.load %y[0, %j] : memref<?x?xf32>
      %p = arith.mulf %a, %xi : f32
      %s = arith.addf %yj, %p : f32
      affine.store %s, %y[0, %j] : memref<?x?xf32>
    }
  }
  return
}

func.func @print(%A: memref<?x?xf32>) {
  %u = memref.cast %A : memref<?x?xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

// A fresh 10x13 (or rows x cols) array, filled.
func.func @array(%rows: index, %cols: index) -> memref<?x?xf32> {
  %A = memref.alloc(%rows, %cols) : memref<?x?xf32>
  func.call @fill(%A) : (memref<?x?xf32>) -> ()
  return %A : memref<?x?xf32>
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %c11 = arith.constant 11 : index
  %c13 = arith.constant 13 : index
  %a = func.call @array(%c10, %c13) : (index, index) -> memref<?x?xf32>
  %b = func.call @array(%c10, %c11) : (index, index) -> memref<?x?xf32>
  %c = func.call @array(%c11, %c13) : (index, index) -> memref<?x?xf32>
  %d = func.call @array(%c13, %c10) : (index, index) -> memref<?x?xf32>
  %e = func.call @array(%c10, %c13) : (index, index) -> memref<?x?xf32>
  %a1 = memref.cast %a : memref<?x?xf32> to memref<10x13xf32>
  %b1 = memref.cast %b : memref<?x?xf32> to memref<10x11xf32>
  %c1a = memref.cast %c : memref<?x?xf32> to memref<11x13xf32>
  %d1 = memref.cast %d : memref<?x?xf32> to memref<13x10xf32>
  %e1 = memref.cast %e : memref<?x?xf32> to memref<10x13xf32>
  func.call @gemm(%a1, %b1, %c1a) : (memref<10x13xf32>, memref<10x11xf32>, memref<11x13xf32>) -> ()
  func.call @print(%a) : (memref<?x?xf32>) -> ()
  func.call @jacobi_1d(%a1, %e1) : (memref<10x13xf32>, memref<10x13xf32>) -> ()
  func.call @print(%a) : (memref<?x?xf32>) -> ()
  func.call @seidel_2d(%e1) : (memref<10x13xf32>) -> ()
  func.call @print(%e) : (memref<?x?xf32>) -> ()
  func.call @shapes(%a1, %d1, %e1) : (memref<10x13xf32>, memref<13x10xf32>, memref<10x13xf32>) -> ()
  func.call @print(%a) : (memref<?x?xf32>) -> ()
  func.call @print(%e) : (memref<?x?xf32>) -> ()
  %x = func.call @array(%c1, %c10) : (index, index) -> memref<?x?xf32>
  %y = func.call @array(%c1, %c13) : (index, index) -> memref<?x?xf32>
  func.call @sizes(%a, %x, %y) : (memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) -> ()
  func.call @print(%y) : (memref<?x?xf32>) -> ()
  memref.dealloc %a : memref<?x?xf32>
  memref.dealloc %b : memref<?x?xf32>
  memref.dealloc %c : memref<?x?xf32>
  memref.dealloc %d : memref<?x?xf32>
  memref.dealloc %e : memref<?x?xf32>
  memref.dealloc %x : memref<?x?xf32>
  memref.dealloc %y : memref<?x?xf32>
  return
}
