// Loop nests as MLIR's lowerings write them (plain affine.for), run under
// mlir-runner as they are, and through affc's passes: the module affc
// prints after them under mlir-runner, and its C at 1, 2, 4 and 8 threads
// (exec.sh). -O1 keeps the input's bits; --parallel-reductions may
// reassociate the sums, whose values are small integers here so that
// every order gives the same bits.
// RUN: %exec %s --affc-arg=-O1
// RUN: %exec %s --affc-arg=-O1 --affc-arg=--parallel-reductions
// RUN: %exec %s --affc-arg=--passes=affine-parallelize
// RUN: %exec %s --affc-arg='--passes=affine-parallelize{parallel-reductions=true max-nested=1}'
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printI64(i64)
func.func private @printF32(f32)
func.func private @printNewline()

// y = A x (a reduction into y[i] carried by j), then the column sums of A
// (carried by i: an array reduction, kept sequential).
func.func @gemv(%A: memref<37x29xf32>, %x: memref<29xf32>, %y: memref<37xf32>, %c: memref<29xf32>) {
  affine.for %i = 0 to 37 {
    affine.for %j = 0 to 29 {
      %a = affine.load %A[%i, %j] : memref<37x29xf32>
      %b = affine.load %x[%j] : memref<29xf32>
      %s = affine.load %y[%i] : memref<37xf32>
      %p = arith.mulf %a, %b : f32
      %q = arith.addf %s, %p : f32
      affine.store %q, %y[%i] : memref<37xf32>
    }
  }
  affine.for %i = 0 to 37 {
    affine.for %j = 0 to 29 {
      %a = affine.load %A[%i, %j] : memref<37x29xf32>
      %s = affine.load %c[%j] : memref<29xf32>
      %q = arith.addf %s, %a : f32
      affine.store %q, %c[%j] : memref<29xf32>
    }
  }
  return
}

// A time loop around a stencil, and a triangular nest.
func.func @stencil(%A: memref<64xf32>, %B: memref<64xf32>, %T: memref<64x64xf32>) {
  affine.for %t = 0 to 5 {
    affine.for %i = 1 to 63 {
      %a = affine.load %A[%i - 1] : memref<64xf32>
      %b = affine.load %A[%i + 1] : memref<64xf32>
      %s = arith.addf %a, %b : f32
      affine.store %s, %B[%i] : memref<64xf32>
    }
    affine.for %i = 1 to 63 {
      %b = affine.load %B[%i] : memref<64xf32>
      affine.store %b, %A[%i] : memref<64xf32>
    }
  }
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to affine_map<(d0) -> (d0)>(%i) {
      %v = affine.load %T[%j, %i] : memref<64x64xf32>
      affine.store %v, %T[%i, %j] : memref<64x64xf32>
    }
  }
  return
}

// Reductions into iter_args: a float sum, an integer sum and product, a
// maximum; and the cases of tests/passes/parallelize/differences.mlir.
func.func @reductions(%A: memref<64xf32>, %n: index) -> (f32, i64, i64, f32) {
  %z = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %zi = arith.constant 7 : i64
  %oi = arith.constant 1 : i64
  %ninf = arith.constant 0xFF800000 : f32
  %s = affine.for %i = 0 to %n iter_args(%acc = %one) -> (f32) {
    %v = affine.load %A[%i] : memref<64xf32>
    %t = arith.addf %acc, %v : f32
    affine.yield %t : f32
  }
  %k, %p = affine.for %i = 0 to %n iter_args(%a = %zi, %b = %oi) -> (i64, i64) {
    %ii = arith.index_cast %i : index to i64
    %t = arith.addi %ii, %a : i64
    %m = affine.apply affine_map<(d0) -> (d0 mod 3 + 1)>(%i)
    %mi = arith.index_cast %m : index to i64
    %u = arith.muli %b, %mi : i64
    affine.yield %t, %u : i64, i64
  }
  %mx = affine.for %i = 0 to %n iter_args(%acc = %ninf) -> (f32) {
    %v = affine.load %A[%i] : memref<64xf32>
    %t = arith.maximumf %acc, %v : f32
    affine.yield %t : f32
  }
  return %s, %k, %p, %mx : f32, i64, i64, f32
}

func.func @differences(%A: memref<100xf32>, %B: memref<20xf32>, %C: memref<20xf32>, %D: memref<10x10xf32>) {
  affine.for %i = 0 to 24 {
    %v = affine.vector_load %A[%i * 4] : memref<100xf32>, vector<8xf32>
    %w = arith.addf %v, %v : vector<8xf32>
    affine.vector_store %w, %A[%i * 4] : memref<100xf32>, vector<8xf32>
  }
  affine.for %i = 0 to 10 {
    affine.if affine_set<(d0) : (d0 - 5 >= 0)>(%i) {
      %c = arith.constant 3.0 : f32
      affine.store %c, %B[%i] : memref<20xf32>
    } else {
      %v = affine.load %B[%i + 6] : memref<20xf32>
      affine.store %v, %C[%i] : memref<20xf32>
    }
  }
  affine.for %i = 0 to 10 {
    affine.parallel (%j) = (0) to (10) {
      %v = affine.load %D[%i, %j] : memref<10x10xf32>
      %w = arith.addf %v, %v : f32
      affine.store %w, %D[%i, %j] : memref<10x10xf32>
    }
  }
  return
}

// Fills m with small integers: m[i] = (i * 7) mod 11 - 5.
func.func @fill1(%m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %n = memref.dim %m, %c0 : memref<?xf32>
  affine.for %i = 0 to %n {
    %v = affine.apply affine_map<(d0) -> ((d0 * 7) mod 11)>(%i)
    %vi = arith.index_cast %v : index to i64
    %f = arith.sitofp %vi : i64 to f32
    %five = arith.constant 5.0 : f32
    %g = arith.subf %f, %five : f32
    affine.store %g, %m[%i] : memref<?xf32>
  }
  return
}

func.func @main() {
  %A = memref.alloc() : memref<37x29xf32>
  %A1 = memref.reinterpret_cast %A to offset: [0], sizes: [1073], strides: [1] : memref<37x29xf32> to memref<1073xf32>
  %A2 = memref.cast %A1 : memref<1073xf32> to memref<?xf32>
  func.call @fill1(%A2) : (memref<?xf32>) -> ()
  %x = memref.alloc() : memref<29xf32>
  %x2 = memref.cast %x : memref<29xf32> to memref<?xf32>
  func.call @fill1(%x2) : (memref<?xf32>) -> ()
  %y = memref.alloc() : memref<37xf32>
  %y2 = memref.cast %y : memref<37xf32> to memref<?xf32>
  func.call @fill1(%y2) : (memref<?xf32>) -> ()
  %c = memref.alloc() : memref<29xf32>
  %c2 = memref.cast %c : memref<29xf32> to memref<?xf32>
  func.call @fill1(%c2) : (memref<?xf32>) -> ()
  func.call @gemv(%A, %x, %y, %c) : (memref<37x29xf32>, memref<29xf32>, memref<37xf32>, memref<29xf32>) -> ()
  %yu = memref.cast %y : memref<37xf32> to memref<*xf32>
  func.call @printMemrefF32(%yu) : (memref<*xf32>) -> ()
  %cu = memref.cast %c : memref<29xf32> to memref<*xf32>
  func.call @printMemrefF32(%cu) : (memref<*xf32>) -> ()

  %S = memref.alloc() : memref<64xf32>
  %S2 = memref.cast %S : memref<64xf32> to memref<?xf32>
  func.call @fill1(%S2) : (memref<?xf32>) -> ()
  %Sb = memref.alloc() : memref<64xf32>
  %Sb2 = memref.cast %Sb : memref<64xf32> to memref<?xf32>
  func.call @fill1(%Sb2) : (memref<?xf32>) -> ()
  %T = memref.alloc() : memref<64x64xf32>
  %T1 = memref.reinterpret_cast %T to offset: [0], sizes: [4096], strides: [1] : memref<64x64xf32> to memref<4096xf32>
  %T2 = memref.cast %T1 : memref<4096xf32> to memref<?xf32>
  func.call @fill1(%T2) : (memref<?xf32>) -> ()
  func.call @stencil(%S, %Sb, %T) : (memref<64xf32>, memref<64xf32>, memref<64x64xf32>) -> ()
  %Su = memref.cast %S : memref<64xf32> to memref<*xf32>
  func.call @printMemrefF32(%Su) : (memref<*xf32>) -> ()
  %Tu = memref.cast %T : memref<64x64xf32> to memref<*xf32>
  func.call @printMemrefF32(%Tu) : (memref<*xf32>) -> ()

  func.call @fill1(%S2) : (memref<?xf32>) -> ()
  %c50 = arith.constant 50 : index
  %r:4 = func.call @reductions(%S, %c50) : (memref<64xf32>, index) -> (f32, i64, i64, f32)
  func.call @printF32(%r#0) : (f32) -> ()
  func.call @printNewline() : () -> ()
  func.call @printI64(%r#1) : (i64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printI64(%r#2) : (i64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printF32(%r#3) : (f32) -> ()
  func.call @printNewline() : () -> ()

  %V = memref.alloc() : memref<100xf32>
  %V2 = memref.cast %V : memref<100xf32> to memref<?xf32>
  func.call @fill1(%V2) : (memref<?xf32>) -> ()
  %B = memref.alloc() : memref<20xf32>
  %B2 = memref.cast %B : memref<20xf32> to memref<?xf32>
  func.call @fill1(%B2) : (memref<?xf32>) -> ()
  %C = memref.alloc() : memref<20xf32>
  %C2 = memref.cast %C : memref<20xf32> to memref<?xf32>
  func.call @fill1(%C2) : (memref<?xf32>) -> ()
  %D = memref.alloc() : memref<10x10xf32>
  %D1 = memref.reinterpret_cast %D to offset: [0], sizes: [100], strides: [1] : memref<10x10xf32> to memref<100xf32>
  %D2 = memref.cast %D1 : memref<100xf32> to memref<?xf32>
  func.call @fill1(%D2) : (memref<?xf32>) -> ()
  func.call @differences(%V, %B, %C, %D) : (memref<100xf32>, memref<20xf32>, memref<20xf32>, memref<10x10xf32>) -> ()
  %Vu = memref.cast %V : memref<100xf32> to memref<*xf32>
  func.call @printMemrefF32(%Vu) : (memref<*xf32>) -> ()
  %Bu = memref.cast %B : memref<20xf32> to memref<*xf32>
  func.call @printMemrefF32(%Bu) : (memref<*xf32>) -> ()
  %Cu = memref.cast %C : memref<20xf32> to memref<*xf32>
  func.call @printMemrefF32(%Cu) : (memref<*xf32>) -> ()
  %Du = memref.cast %D : memref<10x10xf32> to memref<*xf32>
  func.call @printMemrefF32(%Du) : (memref<*xf32>) -> ()
  memref.dealloc %A : memref<37x29xf32>
  memref.dealloc %x : memref<29xf32>
  memref.dealloc %y : memref<37xf32>
  memref.dealloc %c : memref<29xf32>
  memref.dealloc %S : memref<64xf32>
  memref.dealloc %Sb : memref<64xf32>
  memref.dealloc %T : memref<64x64xf32>
  memref.dealloc %V : memref<100xf32>
  memref.dealloc %B : memref<20xf32>
  memref.dealloc %C : memref<20xf32>
  memref.dealloc %D : memref<10x10xf32>
  return
}
