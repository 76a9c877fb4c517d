// The programs of tests/passes/fusion/slices.mlir run under mlir-runner
// as they are, and through affc's affine-loop-fusion (with slices, by
// default and with fusion-maximal, and at -O2): the module affc prints
// under mlir-runner, and its C at 1, 2, 4 and 8 threads (exec.sh).
// RUN: %exec %s --affc-arg=--passes=affine-loop-fusion
// RUN: %exec %s "--affc-arg=--passes=affine-loop-fusion{fusion-maximal=true}"
// RUN: %exec %s --affc-arg=-O2
// mlir-opt's pass fuses @shift_overwrite: the slice reads A[i - 1] after
// the consumer overwrote it, so its program prints other values (affc
// refuses that fusion).
// RUN: %mlir-opt --pass-pipeline='builtin.module(func.func(affine-loop-fusion))' %s -o %t-mlir-fused.mlir
// RUN: not %exec %t-mlir-fused.mlir --reference %s | FileCheck %s --check-prefix=MLIR-WRONG
// MLIR-WRONG: FAIL: output of the C built by {{.*}} differs from mlir-runner's
// MLIR-WRONG: -[0,  0,  2,  4,  6,  8,
// MLIR-WRONG-NEXT: +[0,  0,  0,  0,  0,  0,
// With maximal, mlir-opt's pass fuses @overwrites_input as well: the
// slice recomputes B[i - 1] from A[i - 1] after the consumer overwrote it.
// RUN: %mlir-opt --pass-pipeline='builtin.module(func.func(affine-loop-fusion{maximal}))' %s -o %t-mlir-maximal.mlir
// RUN: not %exec %t-mlir-maximal.mlir --reference %s | FileCheck %s --check-prefix=MAXIMAL-WRONG
// MAXIMAL-WRONG: FAIL: output of the C built by {{.*}} differs from mlir-runner's
// MAXIMAL-WRONG: -[0,  2,  4,  6,  8,  10,
// MAXIMAL-WRONG-NEXT: +[0,  2,  5,  9,  14,  20,

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

func.func @print(%A: memref<?xf32>) {
  %u = memref.cast %A : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
func.func @stencil(%A: memref<66xf32>, %C: memref<64xf32>) {
  %B = memref.alloc() : memref<66xf32>
  affine.for %i = 0 to 66 {
    %a = affine.load %A[%i] : memref<66xf32>
    %m = arith.mulf %a, %a : f32
    affine.store %m, %B[%i] : memref<66xf32>
  }
  affine.for %i = 1 to 65 {
    %l = affine.load %B[%i - 1] : memref<66xf32>
    %c = affine.load %B[%i] : memref<66xf32>
    %r = affine.load %B[%i + 1] : memref<66xf32>
    %s = arith.addf %l, %c : f32
    %t = arith.addf %s, %r : f32
    affine.store %t, %C[%i - 1] : memref<64xf32>
  }
  return
}

func.func @window(%A: memref<64xf32>, %B: memref<64xf32>, %C: memref<32xf32>) {
  affine.for %i = 0 to 64 {
    %a = affine.load %A[%i] : memref<64xf32>
    affine.store %a, %B[%i] : memref<64xf32>
  }
  affine.for %i = 0 to 32 {
    %b = affine.load %B[%i + 16] : memref<64xf32>
    affine.store %b, %C[%i] : memref<32xf32>
  }
  return
}

func.func @transpose(%A: memref<16x16xf32>, %C: memref<16x16xf32>) {
  %B = memref.alloc() : memref<16x16xf32>
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 16 {
      %a = affine.load %A[%i, %j] : memref<16x16xf32>
      affine.store %a, %B[%j, %i] : memref<16x16xf32>
    }
  }
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 16 {
      %b = affine.load %B[%i, %j] : memref<16x16xf32>
      affine.store %b, %C[%i, %j] : memref<16x16xf32>
    }
  }
  return
}

func.func @past_the_end(%A: memref<65xf32>, %B: memref<65xf32>, %C: memref<64xf32>) {
  affine.for %i = 0 to 64 {
    %a = affine.load %A[%i] : memref<65xf32>
    affine.store %a, %B[%i] : memref<65xf32>
  }
  affine.for %i = 0 to 64 {
    %b = affine.load %B[%i + 1] : memref<65xf32>
    affine.store %b, %C[%i] : memref<64xf32>
  }
  return
}

func.func @running_sum(%A: memref<64xf32>, %C: memref<32xf32>) {
  affine.for %i = 1 to 64 {
    %p = affine.load %A[%i - 1] : memref<64xf32>
    %a = affine.load %A[%i] : memref<64xf32>
    %s = arith.addf %p, %a : f32
    affine.store %s, %A[%i] : memref<64xf32>
  }
  affine.for %i = 0 to 32 {
    %x = affine.load %A[%i * 2] : memref<64xf32>
    affine.store %x, %C[%i] : memref<32xf32>
  }
  return
}

func.func @overwrites_input(%A: memref<66xf32>, %C: memref<64xf32>) {
  %B = memref.alloc() : memref<66xf32>
  affine.for %i = 0 to 66 {
    %a = affine.load %A[%i] : memref<66xf32>
    affine.store %a, %B[%i] : memref<66xf32>
  }
  affine.for %i = 1 to 65 {
    %l = affine.load %B[%i - 1] : memref<66xf32>
    %r = affine.load %B[%i + 1] : memref<66xf32>
    %s = arith.addf %l, %r : f32
    affine.store %s, %A[%i] : memref<66xf32>
    affine.store %s, %C[%i - 1] : memref<64xf32>
  }
  return
}

func.func @shift_overwrite(%A: memref<65xf32>, %C: memref<65xf32>) {
  %B = memref.alloc() : memref<65xf32>
  affine.for %i = 0 to 64 {
    %a = affine.load %A[%i] : memref<65xf32>
    affine.store %a, %B[%i] : memref<65xf32>
  }
  affine.for %i = 1 to 65 {
    %b = affine.load %B[%i - 1] : memref<65xf32>
    %s = arith.addf %b, %b : f32
    affine.store %s, %A[%i] : memref<65xf32>
    affine.store %s, %C[%i] : memref<65xf32>
  }
  return
}

func.func @symbolic_producer(%A: memref<?xf32>, %T: memref<?xf32>,
                             %B: memref<?xf32>, %n: index) {
  affine.for %j = 0 to %n {
    %x = affine.load %A[%j] : memref<?xf32>
    %m = arith.mulf %x, %x : f32
    affine.store %m, %T[%j] : memref<?xf32>
  }
  affine.for %k = 0 to 16 {
    affine.for %l = 0 to 4 {
      %v = affine.load %T[%k * 4 + %l] : memref<?xf32>
      %w = arith.addf %v, %v : f32
      affine.store %w, %B[%k * 4 + %l] : memref<?xf32>
    }
  }
  return
}

func.func @main() {
  %k1 = arith.constant 1.0 : f32
  %k2 = arith.constant 0.5 : f32
  %a66 = memref.alloc() : memref<66xf32>
  %a64 = memref.alloc() : memref<64xf32>
  %b64 = memref.alloc() : memref<64xf32>
  %a65 = memref.alloc() : memref<65xf32>
  %b65 = memref.alloc() : memref<65xf32>
  %c64 = memref.alloc() : memref<64xf32>
  %c32 = memref.alloc() : memref<32xf32>
  %d66 = memref.cast %a66 : memref<66xf32> to memref<?xf32>
  %d64 = memref.cast %a64 : memref<64xf32> to memref<?xf32>
  %e64 = memref.cast %b64 : memref<64xf32> to memref<?xf32>
  %d65 = memref.cast %a65 : memref<65xf32> to memref<?xf32>
  %e65 = memref.cast %b65 : memref<65xf32> to memref<?xf32>
  %f64 = memref.cast %c64 : memref<64xf32> to memref<?xf32>
  %f32 = memref.cast %c32 : memref<32xf32> to memref<?xf32>

  call @fill(%d66, %k1) : (memref<?xf32>, f32) -> ()
  call @stencil(%a66, %c64) : (memref<66xf32>, memref<64xf32>) -> ()
  call @print(%f64) : (memref<?xf32>) -> ()

  call @fill(%d64, %k2) : (memref<?xf32>, f32) -> ()
  call @fill(%e64, %k1) : (memref<?xf32>, f32) -> ()
  call @window(%a64, %b64, %c32) : (memref<64xf32>, memref<64xf32>, memref<32xf32>) -> ()
  call @print(%e64) : (memref<?xf32>) -> ()
  call @print(%f32) : (memref<?xf32>) -> ()

  %t = memref.alloc() : memref<16x16xf32>
  %u = memref.alloc() : memref<16x16xf32>
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 16 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %c100 = arith.constant 100 : i32
      %x = arith.muli %ii, %c100 : i32
      %y = arith.addi %x, %jj : i32
      %f = arith.sitofp %y : i32 to f32
      affine.store %f, %t[%i, %j] : memref<16x16xf32>
    }
  }
  call @transpose(%t, %u) : (memref<16x16xf32>, memref<16x16xf32>) -> ()
  %uu = memref.cast %u : memref<16x16xf32> to memref<*xf32>
  call @printMemrefF32(%uu) : (memref<*xf32>) -> ()

  call @fill(%d65, %k1) : (memref<?xf32>, f32) -> ()
  call @fill(%e65, %k2) : (memref<?xf32>, f32) -> ()
  call @past_the_end(%a65, %b65, %c64) : (memref<65xf32>, memref<65xf32>, memref<64xf32>) -> ()
  call @print(%f64) : (memref<?xf32>) -> ()

  call @fill(%d64, %k1) : (memref<?xf32>, f32) -> ()
  call @running_sum(%a64, %c32) : (memref<64xf32>, memref<32xf32>) -> ()
  call @print(%f32) : (memref<?xf32>) -> ()

  call @fill(%d66, %k1) : (memref<?xf32>, f32) -> ()
  call @overwrites_input(%a66, %c64) : (memref<66xf32>, memref<64xf32>) -> ()
  call @print(%d66) : (memref<?xf32>) -> ()
  call @print(%f64) : (memref<?xf32>) -> ()

  call @fill(%d65, %k1) : (memref<?xf32>, f32) -> ()
  call @fill(%e65, %k2) : (memref<?xf32>, f32) -> ()
  call @shift_overwrite(%a65, %b65) : (memref<65xf32>, memref<65xf32>) -> ()
  call @print(%e65) : (memref<?xf32>) -> ()

  %n70 = arith.constant 70 : index
  %s70 = memref.alloc(%n70) : memref<?xf32>
  %t70 = memref.alloc(%n70) : memref<?xf32>
  call @fill(%s70, %k2) : (memref<?xf32>, f32) -> ()
  call @symbolic_producer(%s70, %t70, %f64, %n70) : (memref<?xf32>, memref<?xf32>, memref<?xf32>, index) -> ()
  call @print(%t70) : (memref<?xf32>) -> ()
  call @print(%f64) : (memref<?xf32>) -> ()
  return
}
