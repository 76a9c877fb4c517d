// Producer-consumer pairs run under mlir-runner as they are, and through
// affc's affine-loop-fusion: the module affc prints after it under
// mlir-runner, and its C at 1, 2, 4 and 8 threads (exec.sh).
// RUN: %exec %s --affc-arg=--passes=affine-loop-fusion
// RUN: %exec %s --affc-arg=-O2
// RUN: %exec %s --affc-arg=--passes=affine-scalrep
// mlir-opt's own pass moves the call in @call_between above the fused
// nest, so that the producer reads A after @touch changed it: its program
// prints other values (affc's C runs mlir-opt's fused module faithfully).
// RUN: %mlir-opt --pass-pipeline='builtin.module(func.func(affine-loop-fusion))' %s -o %t-mlir-fused.mlir
// RUN: not %exec %t-mlir-fused.mlir --reference %s | FileCheck %s --check-prefix=MLIR-WRONG
// MLIR-WRONG: FAIL: output of the C built by {{.*}} differs from mlir-runner's
// MLIR-WRONG: -[100, 100, 100, 100, 100, 100, 100, 100]
// MLIR-WRONG-NEXT: +[0, 0, 0, 0, 0, 0, 0, 0]
func.func private @printMemrefF32(memref<*xf32>)

func.func @fill(%A: memref<?xf32>, %k: f32) {
  %c0 = arith.constant 0 : index
  %n = memref.dim %A, %c0 : memref<?xf32>
  affine.for %i = 0 to %n {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %v = arith.mulf %f, %k : f32
    affine.store %v, %A[%i] : memref<?xf32>
  }
  return
}

// The consumer reads B[i - 1], written one producer iteration earlier:
// fused at depth 1 (mlir-opt's pass leaves them apart).
func.func @reads_behind(%A: memref<65xf32>, %B: memref<65xf32>, %C: memref<65xf32>) {
  affine.for %i = 1 to 65 {
    %a = affine.load %A[%i] : memref<65xf32>
    %s = arith.mulf %a, %a : f32
    affine.store %s, %B[%i] : memref<65xf32>
  }
  affine.for %i = 1 to 65 {
    %b = affine.load %B[%i - 1] : memref<65xf32>
    %a = affine.load %A[%i] : memref<65xf32>
    %s = arith.addf %a, %b : f32
    affine.store %s, %C[%i] : memref<65xf32>
  }
  return
}

// Row sums, then each row divided by its sum: fused at depth 1, the
// producer's imperfect body (a store, then a loop) moving whole.
func.func @normalize(%X: memref<8x9xf32>, %S: memref<8xf32>, %Y: memref<8x9xf32>) {
  %one = arith.constant 1.0 : f32
  affine.for %i = 0 to 8 {
    affine.store %one, %S[%i] : memref<8xf32>
    affine.for %j = 0 to 9 {
      %x = affine.load %X[%i, %j] : memref<8x9xf32>
      %s = affine.load %S[%i] : memref<8xf32>
      %t = arith.addf %s, %x : f32
      affine.store %t, %S[%i] : memref<8xf32>
    }
  }
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 9 {
      %x = affine.load %X[%i, %j] : memref<8x9xf32>
      %s = affine.load %S[%i] : memref<8xf32>
      %y = arith.divf %x, %s : f32
      affine.store %y, %Y[%i, %j] : memref<8x9xf32>
    }
  }
  return
}

// A call between producer and consumer that writes what the producer
// reads: affc leaves the nests apart.
func.func @touch(%A: memref<8xf32>) {
  %h = arith.constant 100.0 : f32
  affine.for %i = 0 to 8 {
    %a = affine.load %A[%i] : memref<8xf32>
    %s = arith.addf %a, %h : f32
    affine.store %s, %A[%i] : memref<8xf32>
  }
  return
}

func.func @call_between(%A: memref<8xf32>, %B: memref<8xf32>) {
  affine.for %i = 0 to 8 {
    %a = affine.load %A[%i] : memref<8xf32>
    affine.store %a, %B[%i] : memref<8xf32>
  }
  func.call @touch(%A) : (memref<8xf32>) -> ()
  affine.for %i = 0 to 8 {
    %b = affine.load %B[%i] : memref<8xf32>
    %a = affine.load %A[%i] : memref<8xf32>
    %s = arith.subf %a, %b : f32
    affine.store %s, %A[%i] : memref<8xf32>
  }
  return
}

// The matmul chain of seed 003, small: fused at depth 2.
func.func @matmul_chain(%A: memref<2x8x12xf32>, %B: memref<2x12x16xf32>, %C: memref<2x8x16xf32>, %D: memref<2x16x4xf32>, %E: memref<2x8x4xf32>) {
  affine.for %b = 0 to 2 {
    affine.for %i = 0 to 8 {
      affine.for %j = 0 to 16 {
        affine.for %k = 0 to 12 {
          %0 = affine.load %A[%b, %i, %k] : memref<2x8x12xf32>
          %1 = affine.load %B[%b, %k, %j] : memref<2x12x16xf32>
          %2 = affine.load %C[%b, %i, %j] : memref<2x8x16xf32>
          %3 = arith.mulf %0, %1 : f32
          %4 = arith.addf %2, %3 : f32
          affine.store %4, %C[%b, %i, %j] : memref<2x8x16xf32>
        }
      }
    }
  }
  affine.for %b = 0 to 2 {
    affine.for %i = 0 to 8 {
      affine.for %j = 0 to 4 {
        affine.for %k = 0 to 16 {
          %0 = affine.load %C[%b, %i, %k] : memref<2x8x16xf32>
          %1 = affine.load %D[%b, %k, %j] : memref<2x16x4xf32>
          %2 = affine.load %E[%b, %i, %j] : memref<2x8x4xf32>
          %3 = arith.mulf %0, %1 : f32
          %4 = arith.addf %2, %3 : f32
          affine.store %4, %E[%b, %i, %j] : memref<2x8x4xf32>
        }
      }
    }
  }
  return
}

// Element-wise stages through temporaries the function allocates: fused
// at depth 1, then (-O2) the loads read the stored values and the
// temporaries go (affine-scalrep).
func.func @temporaries(%X: memref<64xf32>, %Z: memref<64xf32>) {
  %T = memref.alloc() : memref<64xf32>
  %U = memref.alloca() : memref<64xf32>
  affine.for %i = 0 to 64 {
    %x = affine.load %X[%i] : memref<64xf32>
    %t = arith.mulf %x, %x : f32
    affine.store %t, %T[%i] : memref<64xf32>
  }
  affine.for %i = 0 to 64 {
    %t = affine.load %T[%i] : memref<64xf32>
    %x = affine.load %X[%i] : memref<64xf32>
    %u = arith.addf %t, %x : f32
    affine.store %u, %U[%i] : memref<64xf32>
  }
  affine.for %i = 0 to 64 {
    %u = affine.load %U[%i] : memref<64xf32>
    %t = affine.load %T[%i] : memref<64xf32>
    %z = arith.subf %u, %t : f32
    affine.store %z, %Z[%i] : memref<64xf32>
  }
  memref.dealloc %T : memref<64xf32>
  return
}

// Nests inside a time loop, fused in each step.
func.func @time_steps(%A: memref<65xf32>, %B: memref<65xf32>) {
  affine.for %t = 0 to 4 {
    affine.for %i = 0 to 64 {
      %a = affine.load %A[%i + 1] : memref<65xf32>
      affine.store %a, %B[%i] : memref<65xf32>
    }
    affine.for %i = 0 to 64 {
      %b = affine.load %B[%i] : memref<65xf32>
      %s = arith.addf %b, %b : f32
      affine.store %s, %A[%i] : memref<65xf32>
    }
  }
  return
}

func.func @vec(%n: index, %k: f32) -> memref<?xf32> {
  %m = memref.alloc(%n) : memref<?xf32>
  func.call @fill(%m, %k) : (memref<?xf32>, f32) -> ()
  return %m : memref<?xf32>
}

func.func @print(%m: memref<?xf32>) {
  %u = memref.cast %m : memref<?xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @main() {
  %c8 = arith.constant 8 : index
  %c65 = arith.constant 65 : index
  %c72 = arith.constant 72 : index
  %c192 = arith.constant 192 : index
  %c384 = arith.constant 384 : index
  %c256 = arith.constant 256 : index
  %c128 = arith.constant 128 : index
  %c64 = arith.constant 64 : index
  %half = arith.constant 0.5 : f32
  %quarter = arith.constant 0.25 : f32

  %a = func.call @vec(%c65, %half) : (index, f32) -> memref<?xf32>
  %b = func.call @vec(%c65, %quarter) : (index, f32) -> memref<?xf32>
  %c = func.call @vec(%c65, %quarter) : (index, f32) -> memref<?xf32>
  %a1 = memref.cast %a : memref<?xf32> to memref<65xf32>
  %b1 = memref.cast %b : memref<?xf32> to memref<65xf32>
  %c1 = memref.cast %c : memref<?xf32> to memref<65xf32>
  func.call @reads_behind(%a1, %b1, %c1) : (memref<65xf32>, memref<65xf32>, memref<65xf32>) -> ()
  func.call @print(%b) : (memref<?xf32>) -> ()
  func.call @print(%c) : (memref<?xf32>) -> ()

  %x = func.call @vec(%c72, %half) : (index, f32) -> memref<?xf32>
  %s = func.call @vec(%c8, %half) : (index, f32) -> memref<?xf32>
  %y = func.call @vec(%c72, %half) : (index, f32) -> memref<?xf32>
  %x1 = memref.reinterpret_cast %x to offset: [0], sizes: [8, 9], strides: [9, 1] : memref<?xf32> to memref<8x9xf32>
  %s1 = memref.cast %s : memref<?xf32> to memref<8xf32>
  %y1 = memref.reinterpret_cast %y to offset: [0], sizes: [8, 9], strides: [9, 1] : memref<?xf32> to memref<8x9xf32>
  func.call @normalize(%x1, %s1, %y1) : (memref<8x9xf32>, memref<8xf32>, memref<8x9xf32>) -> ()
  func.call @print(%s) : (memref<?xf32>) -> ()
  func.call @print(%y) : (memref<?xf32>) -> ()

  %p = func.call @vec(%c8, %half) : (index, f32) -> memref<?xf32>
  %q = func.call @vec(%c8, %quarter) : (index, f32) -> memref<?xf32>
  %p1 = memref.cast %p : memref<?xf32> to memref<8xf32>
  %q1 = memref.cast %q : memref<?xf32> to memref<8xf32>
  func.call @call_between(%p1, %q1) : (memref<8xf32>, memref<8xf32>) -> ()
  func.call @print(%p) : (memref<?xf32>) -> ()
  func.call @print(%q) : (memref<?xf32>) -> ()

  %ma = func.call @vec(%c192, %quarter) : (index, f32) -> memref<?xf32>
  %mb = func.call @vec(%c384, %quarter) : (index, f32) -> memref<?xf32>
  %mc = func.call @vec(%c256, %half) : (index, f32) -> memref<?xf32>
  %md = func.call @vec(%c128, %half) : (index, f32) -> memref<?xf32>
  %me = func.call @vec(%c64, %half) : (index, f32) -> memref<?xf32>
  %ma1 = memref.reinterpret_cast %ma to offset: [0], sizes: [2, 8, 12], strides: [96, 12, 1] : memref<?xf32> to memref<2x8x12xf32>
  %mb1 = memref.reinterpret_cast %mb to offset: [0], sizes: [2, 12, 16], strides: [192, 16, 1] : memref<?xf32> to memref<2x12x16xf32>
  %mc1 = memref.reinterpret_cast %mc to offset: [0], sizes: [2, 8, 16], strides: [128, 16, 1] : memref<?xf32> to memref<2x8x16xf32>
  %md1 = memref.reinterpret_cast %md to offset: [0], sizes: [2, 16, 4], strides: [64, 4, 1] : memref<?xf32> to memref<2x16x4xf32>
  %me1 = memref.reinterpret_cast %me to offset: [0], sizes: [2, 8, 4], strides: [32, 4, 1] : memref<?xf32> to memref<2x8x4xf32>
  func.call @matmul_chain(%ma1, %mb1, %mc1, %md1, %me1) : (memref<2x8x12xf32>, memref<2x12x16xf32>, memref<2x8x16xf32>, memref<2x16x4xf32>, memref<2x8x4xf32>) -> ()
  func.call @print(%mc) : (memref<?xf32>) -> ()
  func.call @print(%me) : (memref<?xf32>) -> ()

  %tx = func.call @vec(%c64, %quarter) : (index, f32) -> memref<?xf32>
  %tz = func.call @vec(%c64, %half) : (index, f32) -> memref<?xf32>
  %tx1 = memref.cast %tx : memref<?xf32> to memref<64xf32>
  %tz1 = memref.cast %tz : memref<?xf32> to memref<64xf32>
  func.call @temporaries(%tx1, %tz1) : (memref<64xf32>, memref<64xf32>) -> ()
  func.call @print(%tz) : (memref<?xf32>) -> ()

  %sa = func.call @vec(%c65, %quarter) : (index, f32) -> memref<?xf32>
  %sb = func.call @vec(%c65, %half) : (index, f32) -> memref<?xf32>
  %sa1 = memref.cast %sa : memref<?xf32> to memref<65xf32>
  %sb1 = memref.cast %sb : memref<?xf32> to memref<65xf32>
  func.call @time_steps(%sa1, %sb1) : (memref<65xf32>, memref<65xf32>) -> ()
  func.call @print(%sa) : (memref<?xf32>) -> ()
  func.call @print(%sb) : (memref<?xf32>) -> ()
  return
}
