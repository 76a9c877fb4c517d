// The programs of tests/passes/fusion/private.mlir run under mlir-runner
// as they are, and after affc's affine-loop-fusion gave their temporaries
// private buffers: the module affc prints under mlir-runner, and its C at
// 1, 2, 4 and 8 threads (exec.sh).
// RUN: %exec %s --affc-arg=--passes=affine-loop-fusion
// RUN: %exec %s --affc-arg=-O2
func.func private @printMemrefF32(memref<*xf32>)

// A[i] = k * (i mod 7 - 3)
func.func @fill(%A: memref<?xf32>, %k: f32) {
  %c0 = arith.constant 0 : index
  %n = memref.dim %A, %c0 : memref<?xf32>
  affine.for %i = 0 to %n {
    %m = affine.apply affine_map<(d0) -> (d0 mod 7 - 3)>(%i)
    %ii = arith.index_cast %m : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %v = arith.mulf %f, %k : f32
    affine.store %v, %A[%i] : memref<?xf32>
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

func.func @chain(%A: memref<64xf32>, %D: memref<64xf32>) {
  %T = memref.alloc() : memref<64xf32>
  %U = memref.alloca() : memref<64xf32>
  affine.for %i = 0 to 64 {
    %a = affine.load %A[%i] : memref<64xf32>
    %s = arith.mulf %a, %a : f32
    affine.store %s, %T[%i] : memref<64xf32>
  }
  affine.for %i = 0 to 64 {
    %t = affine.load %T[%i] : memref<64xf32>
    %s = arith.addf %t, %t : f32
    affine.store %s, %U[%i] : memref<64xf32>
  }
  affine.for %i = 0 to 64 {
    %u = affine.load %U[%i] : memref<64xf32>
    %s = arith.negf %u : f32
    affine.store %s, %D[%i] : memref<64xf32>
  }
  return
}

func.func @two_stores(%A: memref<64xf32>, %D: memref<64xf32>) {
  %T = memref.alloc() : memref<128xf32>
  affine.for %i = 0 to 64 {
    %a = affine.load %A[%i] : memref<64xf32>
    %n = arith.negf %a : f32
    affine.store %a, %T[2 * %i] : memref<128xf32>
    affine.store %n, %T[2 * %i + 1] : memref<128xf32>
  }
  affine.for %i = 0 to 64 {
    %b = affine.load %T[2 * %i] : memref<128xf32>
    %c = affine.load %T[2 * %i + 1] : memref<128xf32>
    %s = arith.subf %b, %c : f32
    affine.store %s, %D[%i] : memref<64xf32>
  }
  return
}

func.func @reads_older(%A: memref<64xf32>, %D: memref<64xf32>) {
  %T = memref.alloc() : memref<64xf32>
  affine.for %i = 0 to 64 {
    %a = affine.load %A[%i] : memref<64xf32>
    affine.store %a, %T[%i] : memref<64xf32>
  }
  affine.for %i = 0 to 64 {
    %b = affine.load %T[%i] : memref<64xf32>
    affine.store %b, %D[%i] : memref<64xf32>
    affine.if affine_set<(d0) : (d0 - 1 >= 0)>(%i) {
      %c = affine.load %T[%i - 1] : memref<64xf32>
      %s = arith.addf %b, %c : f32
      affine.store %s, %D[%i] : memref<64xf32>
    }
  }
  return
}

func.func @normalize(%X: memref<8x9xf32>, %Y: memref<8x9xf32>) {
  %one = arith.constant 1.0 : f32
  %S = memref.alloc() : memref<8xf32>
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

func.func @rows(%A: memref<8x16xf32>, %D: memref<8x16xf32>) {
  %T = memref.alloc() : memref<8x16xf32>
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 16 {
      %a = affine.load %A[%i, %j] : memref<8x16xf32>
      affine.store %a, %T[%i, 15 - %j] : memref<8x16xf32>
    }
  }
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 16 {
      %b = affine.load %T[%i, %j] : memref<8x16xf32>
      affine.store %b, %D[%i, %j] : memref<8x16xf32>
    }
  }
  return
}

func.func @time_steps(%A: memref<64xf32>) {
  affine.for %t = 0 to 3 {
    %T = memref.alloc() : memref<64xf32>
    affine.for %i = 0 to 64 {
      %a = affine.load %A[%i] : memref<64xf32>
      %s = arith.mulf %a, %a : f32
      affine.store %s, %T[%i] : memref<64xf32>
    }
    affine.for %i = 0 to 64 {
      %b = affine.load %T[%i] : memref<64xf32>
      %a = affine.load %A[%i] : memref<64xf32>
      %s = arith.subf %b, %a : f32
      affine.store %s, %A[%i] : memref<64xf32>
    }
  }
  return
}

func.func @steps(%A: memref<64xf32>, %D: memref<64xf32>) {
  %T = memref.alloc() : memref<64xf32>
  affine.for %i = 0 to 64 step 2 {
    %a = affine.load %A[%i] : memref<64xf32>
    %b = affine.load %A[%i + 1] : memref<64xf32>
    %aa = arith.mulf %a, %a : f32
    %bb = arith.mulf %b, %a : f32
    affine.store %aa, %T[%i] : memref<64xf32>
    affine.store %bb, %T[%i + 1] : memref<64xf32>
  }
  affine.for %i = 0 to 64 step 2 {
    %x = affine.load %T[%i] : memref<64xf32>
    %y = affine.load %T[%i + 1] : memref<64xf32>
    %s = arith.subf %x, %y : f32
    affine.store %s, %D[%i] : memref<64xf32>
    affine.store %y, %D[%i + 1] : memref<64xf32>
  }
  return
}

func.func @guarded(%A: memref<64xf32>, %D: memref<64xf32>) {
  %T = memref.alloc() : memref<64xf32>
  affine.for %i = 0 to 64 {
    %a = affine.load %A[%i] : memref<64xf32>
    affine.if affine_set<(d0) : (d0 - 32 >= 0)>(%i) {
      affine.store %a, %T[%i] : memref<64xf32>
    } else {
      %n = arith.negf %a : f32
      affine.store %n, %T[%i] : memref<64xf32>
    }
  }
  affine.for %i = 0 to 64 {
    %t = affine.load %T[%i] : memref<64xf32>
    %s = arith.addf %t, %t : f32
    affine.store %s, %D[%i] : memref<64xf32>
  }
  return
}

func.func @tiles(%A: memref<8x16xf32>, %D: memref<8x16xf32>) {
  %T = memref.alloc() : memref<8x16xf32>
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 16 {
      %a = affine.load %A[%i, %j] : memref<8x16xf32>
      %s = arith.mulf %a, %a : f32
      affine.store %s, %T[%i, %j] : memref<8x16xf32>
    }
  }
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 16 {
      %t = affine.load %T[%i, %j] : memref<8x16xf32>
      %a = affine.load %A[%i, %j] : memref<8x16xf32>
      %s = arith.subf %t, %a : f32
      affine.store %s, %D[%i, %j] : memref<8x16xf32>
    }
  }
  return
}

func.func @symbolic(%A: memref<64xf32>, %D: memref<64xf32>, %n: index) {
  %T = memref.alloc() : memref<64xf32>
  affine.for %i = 0 to min affine_map<()[s0] -> (s0, 64)>()[%n] {
    %a = affine.load %A[%i] : memref<64xf32>
    %s = arith.mulf %a, %a : f32
    affine.store %s, %T[%i] : memref<64xf32>
  }
  affine.for %i = 0 to min affine_map<()[s0] -> (s0, 64)>()[%n] {
    %t = affine.load %T[%i] : memref<64xf32>
    affine.store %t, %D[%i] : memref<64xf32>
  }
  return
}

func.func @blocks(%A: memref<64xf32>, %D: memref<64xf32>) {
  %T = memref.alloc() : memref<32xf32>
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 4 {
      %a = affine.load %A[%i * 4 + %j] : memref<64xf32>
      affine.store %a, %T[%i * 4 + %j] : memref<32xf32>
    }
  }
  affine.for %i = 0 to 8 {
    affine.for %k = 0 to 4 {
      %t = affine.load %T[%i * 4 + 3 - %k] : memref<32xf32>
      affine.store %t, %D[%i * 4 + %k] : memref<64xf32>
    }
  }
  return
}

func.func @time_offset(%A: memref<64xf32>) {
  %T = memref.alloc() : memref<64xf32>
  affine.for %t = 0 to 4 {
    affine.for %i = 0 to 16 {
      %a = affine.load %A[%t * 16 + %i] : memref<64xf32>
      %s = arith.mulf %a, %a : f32
      affine.store %s, %T[%t * 16 + %i] : memref<64xf32>
    }
    affine.for %i = 0 to 16 {
      %x = affine.load %T[%t * 16 + %i] : memref<64xf32>
      %a = affine.load %A[%i] : memref<64xf32>
      %s = arith.addf %x, %a : f32
      affine.store %s, %A[%i] : memref<64xf32>
    }
  }
  return
}

func.func @main() {
  %c64 = arith.constant 64 : index
  %c72 = arith.constant 72 : index
  %c128 = arith.constant 128 : index
  %half = arith.constant 0.5 : f32
  %one = arith.constant 1.0 : f32

  %a = func.call @vec(%c64, %half) : (index, f32) -> memref<?xf32>
  %d = func.call @vec(%c64, %one) : (index, f32) -> memref<?xf32>
  %a1 = memref.cast %a : memref<?xf32> to memref<64xf32>
  %d1 = memref.cast %d : memref<?xf32> to memref<64xf32>
  func.call @chain(%a1, %d1) : (memref<64xf32>, memref<64xf32>) -> ()
  func.call @print(%d) : (memref<?xf32>) -> ()
  func.call @two_stores(%a1, %d1) : (memref<64xf32>, memref<64xf32>) -> ()
  func.call @print(%d) : (memref<?xf32>) -> ()
  func.call @reads_older(%a1, %d1) : (memref<64xf32>, memref<64xf32>) -> ()
  func.call @print(%d) : (memref<?xf32>) -> ()
  func.call @time_steps(%a1) : (memref<64xf32>) -> ()
  func.call @print(%a) : (memref<?xf32>) -> ()

  %x = func.call @vec(%c72, %half) : (index, f32) -> memref<?xf32>
  %y = func.call @vec(%c72, %one) : (index, f32) -> memref<?xf32>
  %x1 = memref.reinterpret_cast %x to offset: [0], sizes: [8, 9], strides: [9, 1] : memref<?xf32> to memref<8x9xf32>
  %y1 = memref.reinterpret_cast %y to offset: [0], sizes: [8, 9], strides: [9, 1] : memref<?xf32> to memref<8x9xf32>
  func.call @normalize(%x1, %y1) : (memref<8x9xf32>, memref<8x9xf32>) -> ()
  func.call @print(%y) : (memref<?xf32>) -> ()

  %r = func.call @vec(%c128, %half) : (index, f32) -> memref<?xf32>
  %s = func.call @vec(%c128, %one) : (index, f32) -> memref<?xf32>
  %r1 = memref.reinterpret_cast %r to offset: [0], sizes: [8, 16], strides: [16, 1] : memref<?xf32> to memref<8x16xf32>
  %s1 = memref.reinterpret_cast %s to offset: [0], sizes: [8, 16], strides: [16, 1] : memref<?xf32> to memref<8x16xf32>
  func.call @rows(%r1, %s1) : (memref<8x16xf32>, memref<8x16xf32>) -> ()
  func.call @print(%s) : (memref<?xf32>) -> ()
  %e = func.call @vec(%c64, %half) : (index, f32) -> memref<?xf32>
  %f = func.call @vec(%c64, %one) : (index, f32) -> memref<?xf32>
  %e1 = memref.cast %e : memref<?xf32> to memref<64xf32>
  %f1 = memref.cast %f : memref<?xf32> to memref<64xf32>
  %c40 = arith.constant 40 : index
  func.call @steps(%e1, %f1) : (memref<64xf32>, memref<64xf32>) -> ()
  func.call @print(%f) : (memref<?xf32>) -> ()
  func.call @guarded(%e1, %f1) : (memref<64xf32>, memref<64xf32>) -> ()
  func.call @print(%f) : (memref<?xf32>) -> ()
  func.call @symbolic(%f1, %e1, %c40) : (memref<64xf32>, memref<64xf32>, index) -> ()
  func.call @print(%e) : (memref<?xf32>) -> ()
  func.call @blocks(%e1, %f1) : (memref<64xf32>, memref<64xf32>) -> ()
  func.call @print(%f) : (memref<?xf32>) -> ()
  func.call @time_offset(%f1) : (memref<64xf32>) -> ()
  func.call @print(%f) : (memref<?xf32>) -> ()
  %g = func.call @vec(%c128, %half) : (index, f32) -> memref<?xf32>
  %h = func.call @vec(%c128, %one) : (index, f32) -> memref<?xf32>
  %g1 = memref.reinterpret_cast %g to offset: [0], sizes: [8, 16], strides: [16, 1] : memref<?xf32> to memref<8x16xf32>
  %h1 = memref.reinterpret_cast %h to offset: [0], sizes: [8, 16], strides: [16, 1] : memref<?xf32> to memref<8x16xf32>
  func.call @tiles(%g1, %h1) : (memref<8x16xf32>, memref<8x16xf32>) -> ()
  func.call @print(%h) : (memref<?xf32>) -> ()
  return
}
