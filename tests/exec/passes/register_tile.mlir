// affine-register-tile, run: the module affc prints after the pass under
// mlir-runner, and its C at 1, 2, 4 and 8 threads, against mlir-runner on
// the program as written (exec.sh); and at -O3, where it follows the
// scheduler's tiles.
// RUN: %exec %s --affc-arg=--passes=affine-register-tile
// RUN: %exec %s --affc-arg=--passes=affine-register-tile{factor=3}
// RUN: %exec %s --affc-arg=-O3
func.func private @printMemrefF32(memref<*xf32>)

// C[j] += A[k] * B[k][j] for k below %n: whole groups only (8), a last
// group of 3 (7), and no iteration at all (0, and -2 with the guard's
// arithmetic below the lower bound).
func.func @accumulate(%C: memref<5x16xf32>, %A: memref<20xf32>,
                      %B: memref<20x16xf32>, %row: index, %n: index) {
  affine.for %k = 0 to min affine_map<()[s0] -> (s0, 20)>()[%n] {
    affine.for %j = 0 to 16 {
      %a = affine.load %A[%k] : memref<20xf32>
      %b = affine.load %B[%k, %j] : memref<20x16xf32>
      %c = affine.load %C[%row, %j] : memref<5x16xf32>
      %p = arith.mulf %a, %b : f32
      %s = arith.addf %c, %p : f32
      affine.store %s, %C[%row, %j] : memref<5x16xf32>
    }
  }
  return
}

// A step of 2 from 2, and row k + 1 made from row k shifted right
// (a dependence carried by k, distance +1 along j).
func.func @shifts(%A: memref<20x16xf32>, %C: memref<5x16xf32>) {
  affine.for %k = 2 to 18 step 2 {
    affine.for %j = 0 to 15 {
      %x = affine.load %A[%k, %j] : memref<20x16xf32>
      %c = affine.load %C[4, %j] : memref<5x16xf32>
      affine.store %x, %A[%k + 1, %j + 1] : memref<20x16xf32>
      %s = arith.addf %c, %x : f32
      affine.store %s, %C[4, %j] : memref<5x16xf32>
    }
  }
  return
}

// Row i + 3 of B times row 0 of B into y[i]: the copies share B[0][j]
// and read other rows of B.
func.func @rows(%B: memref<20x16xf32>, %y: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 16 {
      %a = affine.load %B[%i + 3, %j] : memref<20x16xf32>
      %w = affine.load %B[0, %j] : memref<20x16xf32>
      %p = arith.mulf %a, %w : f32
      %s = affine.load %y[%i] : memref<10xf32>
      %t = arith.addf %s, %p : f32
      affine.store %t, %y[%i] : memref<10xf32>
    }
  }
  return
}

// Six rows copied from B, sharing a load: with factor 3, two whole
// groups and nothing left (no guard, no rest of the loop); with factor 4,
// fewer than two groups, left as written.
func.func @constant_trip(%B: memref<20x16xf32>, %out: memref<6x3xf32>) {
  %m = memref.alloca() : memref<6x3xf32>
  affine.for %i = 0 to 6 {
    affine.for %j = 0 to 3 {
      %w = affine.load %B[%j * 2, %j] : memref<20x16xf32>
      affine.store %w, %m[%i, %j] : memref<6x3xf32>
    }
  }
  affine.for %i = 0 to 6 {
    affine.for %j = 0 to 3 {
      %v = affine.load %m[%i, %j] : memref<6x3xf32>
      affine.store %v, %out[%i, %j] : memref<6x3xf32>
    }
  }
  return
}

// A small gemm, tiled at -O3 and its point loops jammed.
func.func @gemm(%C: memref<5x16xf32>, %A: memref<20x16xf32>,
                %B: memref<20x16xf32>) {
  affine.for %i = 0 to 3 {
    affine.for %k = 0 to 19 {
      affine.for %j = 0 to 16 {
        %a = affine.load %A[%k, %i] : memref<20x16xf32>
        %b = affine.load %B[%k, %j] : memref<20x16xf32>
        %c = affine.load %C[%i, %j] : memref<5x16xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        affine.store %s, %C[%i, %j] : memref<5x16xf32>
      }
    }
  }
  return
}

func.func @main() {
  %A = memref.alloc() : memref<20xf32>
  %B = memref.alloc() : memref<20x16xf32>
  %C = memref.alloc() : memref<5x16xf32>
  %eight = arith.constant 8.0 : f32
  affine.for %i = 0 to 20 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %v = arith.divf %f, %eight : f32
    affine.store %v, %A[%i] : memref<20xf32>
    affine.for %j = 0 to 16 {
      %k = affine.apply affine_map<(d0, d1) -> ((d0 * 7 + d1 * 3) mod 11 - 5)>(%i, %j)
      %ki = arith.index_cast %k : index to i32
      %g = arith.sitofp %ki : i32 to f32
      %w = arith.divf %g, %eight : f32
      affine.store %w, %B[%i, %j] : memref<20x16xf32>
    }
  }
  affine.for %i = 0 to 5 {
    affine.for %j = 0 to 16 {
      %k = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%i, %j)
      %ki = arith.index_cast %k : index to i32
      %f = arith.sitofp %ki : i32 to f32
      affine.store %f, %C[%i, %j] : memref<5x16xf32>
    }
  }
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %m2 = arith.constant -2 : index
  func.call @accumulate(%C, %A, %B, %c0, %c8) : (memref<5x16xf32>, memref<20xf32>, memref<20x16xf32>, index, index) -> ()
  func.call @accumulate(%C, %A, %B, %c1, %c7) : (memref<5x16xf32>, memref<20xf32>, memref<20x16xf32>, index, index) -> ()
  func.call @accumulate(%C, %A, %B, %c2, %c0) : (memref<5x16xf32>, memref<20xf32>, memref<20x16xf32>, index, index) -> ()
  func.call @accumulate(%C, %A, %B, %c3, %m2) : (memref<5x16xf32>, memref<20xf32>, memref<20x16xf32>, index, index) -> ()
  func.call @shifts(%B, %C) : (memref<20x16xf32>, memref<5x16xf32>) -> ()
  %y = memref.alloc() : memref<10xf32>
  %half = arith.constant 0.5 : f32
  affine.for %i = 0 to 10 {
    affine.store %half, %y[%i] : memref<10xf32>
  }
  func.call @rows(%B, %y) : (memref<20x16xf32>, memref<10xf32>) -> ()
  %m = memref.alloc() : memref<6x3xf32>
  func.call @constant_trip(%B, %m) : (memref<20x16xf32>, memref<6x3xf32>) -> ()
  %mu = memref.cast %m : memref<6x3xf32> to memref<*xf32>
  func.call @printMemrefF32(%mu) : (memref<*xf32>) -> ()
  memref.dealloc %m : memref<6x3xf32>
  func.call @gemm(%C, %B, %B) : (memref<5x16xf32>, memref<20x16xf32>, memref<20x16xf32>) -> ()
  %u = memref.cast %C : memref<5x16xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %v = memref.cast %B : memref<20x16xf32> to memref<*xf32>
  func.call @printMemrefF32(%v) : (memref<*xf32>) -> ()
  %z = memref.cast %y : memref<10xf32> to memref<*xf32>
  func.call @printMemrefF32(%z) : (memref<*xf32>) -> ()
  memref.dealloc %y : memref<10xf32>
  memref.dealloc %A : memref<20xf32>
  memref.dealloc %B : memref<20x16xf32>
  memref.dealloc %C : memref<5x16xf32>
  return
}
