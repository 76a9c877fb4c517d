// Loops that carry values (iter_args) through affc's polyhedral scheduler,
// which keeps them in memory to reorder their nests (scalar expansion):
// run under mlir-runner as they are, and after the pass, the module affc
// prints under mlir-runner and its C at 1, 2, 4 and 8 threads (exec.sh).
// The sums must come out bit for bit: each one still adds up in its
// loop's order.
// RUN: %exec %s --affc-arg=-O3
// RUN: %exec %s --affc-arg=--passes=affine-polyhedral-schedule{tile-size=4}
// RUN: %exec %s --affc-arg='--passes=affine-polyhedral-schedule{tile-size=3 fusion=max}'
// RUN: %exec %s --affc-arg='--passes=affine-polyhedral-schedule{tile=false scalar-expansion=false}'
func.func private @printMemrefF32(memref<*xf32>)

// A[i][j] = (i * 7 + j * 3) mod 11 - 5, as f32 / 8.
func.func @fill(%A: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %A, %c0 : memref<?x?xf32>
  %m = memref.dim %A, %c1 : memref<?x?xf32>
  %eight = arith.constant 8.0 : f32
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %m {
      %k = affine.apply affine_map<(d0, d1) -> ((d0 * 7 + d1 * 3) mod 11 - 5)>(%i, %j)
      %ki = arith.index_cast %k : index to i32
      %f = arith.sitofp %ki : i32 to f32
      %v = arith.divf %f, %eight : f32
      affine.store %v, %A[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

// PolyBench's mvt: x1 += A y1 along the rows of A, x2 += A^T y2 along its
// columns, each sum carried by the inner loop.
func.func @mvt(%A: memref<11x11xf32>, %x: memref<2x11xf32>, %y: memref<2x11xf32>) {
  affine.for %i = 0 to 11 {
    %x0 = affine.load %x[0, %i] : memref<2x11xf32>
    %s = affine.for %j = 0 to 11 iter_args(%acc = %x0) -> f32 {
      %a = affine.load %A[%i, %j] : memref<11x11xf32>
      %b = affine.load %y[0, %j] : memref<2x11xf32>
      %p = arith.mulf %a, %b : f32
      %t = arith.addf %acc, %p : f32
      affine.yield %t : f32
    }
    affine.store %s, %x[0, %i] : memref<2x11xf32>
  }
  affine.for %i = 0 to 11 {
    %x1 = affine.load %x[1, %i] : memref<2x11xf32>
    %s = affine.for %j = 0 to 11 iter_args(%acc = %x1) -> f32 {
      %a = affine.load %A[%j, %i] : memref<11x11xf32>
      %b = affine.load %y[1, %j] : memref<2x11xf32>
      %p = arith.mulf %a, %b : f32
      %t = arith.addf %acc, %p : f32
      affine.yield %t : f32
    }
    affine.store %s, %x[1, %i] : memref<2x11xf32>
  }
  return
}

// PolyBench's covariance, its triangle: a sum over k for each j >= i,
// stored on both sides of the diagonal; and the column means before it.
func.func @covariance(%D: memref<10x11xf32>, %C: memref<11x11xf32>, %mean: memref<11xf32>) {
  %zero = arith.constant 0.0 : f32
  %n = arith.constant 10.0 : f32
  affine.for %j = 0 to 11 {
    %s = affine.for %i = 0 to 10 iter_args(%acc = %zero) -> f32 {
      %d = affine.load %D[%i, %j] : memref<10x11xf32>
      %t = arith.addf %acc, %d : f32
      affine.yield %t : f32
    }
    %m = arith.divf %s, %n : f32
    affine.store %m, %mean[%j] : memref<11xf32>
  }
  affine.for %i = 0 to 11 {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to 11 {
      %s = affine.for %k = 0 to 10 iter_args(%acc = %zero) -> f32 {
        %a = affine.load %D[%k, %i] : memref<10x11xf32>
        %b = affine.load %D[%k, %j] : memref<10x11xf32>
        %p = arith.mulf %a, %b : f32
        %t = arith.addf %acc, %p : f32
        affine.yield %t : f32
      }
      affine.store %s, %C[%i, %j] : memref<11x11xf32>
      affine.store %s, %C[%j, %i] : memref<11x11xf32>
    }
  }
  return
}

// Two carried values in one loop (a sum and a maximum), a loop that
// carries one into a loop nested in it, and inner loops that run no
// iteration for some rows (their result is the initial value).
func.func @shapes(%A: memref<10x11xf32>, %out: memref<4x11xf32>) {
  %zero = arith.constant 0.0 : f32
  %low = arith.constant -100.0 : f32
  affine.for %i = 0 to 10 {
    %s:2 = affine.for %j = 0 to 11 iter_args(%sum = %zero, %max = %low) -> (f32, f32) {
      %a = affine.load %A[%i, %j] : memref<10x11xf32>
      %t = arith.addf %sum, %a : f32
      %u = arith.maximumf %max, %a : f32
      affine.yield %t, %u : f32, f32
    }
    affine.store %s#0, %out[0, %i] : memref<4x11xf32>
    affine.store %s#1, %out[1, %i] : memref<4x11xf32>
  }
  affine.for %i = 0 to 10 {
    %r = affine.for %j = 0 to 3 iter_args(%acc = %zero) -> f32 {
      %q = affine.for %k = 0 to 11 iter_args(%in = %acc) -> f32 {
        %a = affine.load %A[%i, %k] : memref<10x11xf32>
        %t = arith.addf %in, %a : f32
        affine.yield %t : f32
      }
      %h = arith.mulf %q, %q : f32
      affine.yield %h : f32
    }
    affine.store %r, %out[2, %i] : memref<4x11xf32>
  }
  affine.for %i = 0 to 11 {
    %x = affine.load %out[3, %i] : memref<4x11xf32>
    %r = affine.for %j = affine_map<(d0) -> (d0)>(%i) to 6 iter_args(%acc = %x) -> f32 {
      %a = affine.load %A[%j, %i] : memref<10x11xf32>
      %t = arith.addf %acc, %a : f32
      affine.yield %t : f32
    }
    affine.store %r, %out[3, %i] : memref<4x11xf32>
  }
  return
}

func.func @print(%A: memref<?x?xf32>) {
  %u = memref.cast %A : memref<?x?xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @array(%rows: index, %cols: index) -> memref<?x?xf32> {
  %A = memref.alloc(%rows, %cols) : memref<?x?xf32>
  func.call @fill(%A) : (memref<?x?xf32>) -> ()
  return %A : memref<?x?xf32>
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c10 = arith.constant 10 : index
  %c11 = arith.constant 11 : index
  %a = func.call @array(%c11, %c11) : (index, index) -> memref<?x?xf32>
  %x = func.call @array(%c2, %c11) : (index, index) -> memref<?x?xf32>
  %y = func.call @array(%c2, %c11) : (index, index) -> memref<?x?xf32>
  %d = func.call @array(%c10, %c11) : (index, index) -> memref<?x?xf32>
  %m = func.call @array(%c1, %c11) : (index, index) -> memref<?x?xf32>
  %o = func.call @array(%c4, %c11) : (index, index) -> memref<?x?xf32>
  %a1 = memref.cast %a : memref<?x?xf32> to memref<11x11xf32>
  %x1 = memref.cast %x : memref<?x?xf32> to memref<2x11xf32>
  %y1 = memref.cast %y : memref<?x?xf32> to memref<2x11xf32>
  %d1 = memref.cast %d : memref<?x?xf32> to memref<10x11xf32>
  %m1 = memref.reinterpret_cast %m to offset: [0], sizes: [11], strides: [1] : memref<?x?xf32> to memref<11xf32>
  %o1 = memref.cast %o : memref<?x?xf32> to memref<4x11xf32>
  func.call @mvt(%a1, %x1, %y1) : (memref<11x11xf32>, memref<2x11xf32>, memref<2x11xf32>) -> ()
  func.call @print(%x) : (memref<?x?xf32>) -> ()
  func.call @covariance(%d1, %a1, %m1) : (memref<10x11xf32>, memref<11x11xf32>, memref<11xf32>) -> ()
  func.call @print(%a) : (memref<?x?xf32>) -> ()
  func.call @print(%m) : (memref<?x?xf32>) -> ()
  func.call @shapes(%d1, %o1) : (memref<10x11xf32>, memref<4x11xf32>) -> ()
  func.call @print(%o) : (memref<?x?xf32>) -> ()
  memref.dealloc %a : memref<?x?xf32>
  memref.dealloc %x : memref<?x?xf32>
  memref.dealloc %y : memref<?x?xf32>
  memref.dealloc %d : memref<?x?xf32>
  memref.dealloc %m : memref<?x?xf32>
  memref.dealloc %o : memref<?x?xf32>
  return
}
