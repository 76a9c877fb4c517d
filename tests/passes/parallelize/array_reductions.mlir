// Reductions into memory (affine-parallelize{array-reductions=true}, as
// -O1 runs it): a loop whose only carried dependences are load-combine-
// store chains on one element stays an affine.for marked
// affc.parallel_reductions, which mlir-opt keeps and ignores, and affc's C
// runs with an array-section reduction clause. Integer ones always;
// floating-point ones with --parallel-reductions; never when a memref is
// also read or written otherwise, is too big for a copy per thread, or
// has a dynamic shape. The values here are small integers, so every order
// of the sums gives the same bits, and exec.sh runs the programs.
// RUN: %affc -O1 --parallel-reductions --remarks --verify-each --emit=mlir %s 2>&1 | FileCheck %s
// RUN: %affc -O1 --remarks --emit=mlir %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=EXACT
// RUN: %affc -O1 --parallel-reductions --emit=mlir %s | %mlir-opt | FileCheck %s --check-prefix=MLIR
// RUN: %affc -O1 --parallel-reductions %s | FileCheck %s --check-prefix=C
// RUN: %exec %s --affc-arg=-O1 --affc-arg=--parallel-reductions
// RUN: %exec %s --affc-arg=-O1
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI32(memref<*xi32>)

// CHECK: array_reductions.mlir:30:3: remark: [affine-parallelize] loop parallelized with reductions into memory: '%y' ('addf')
// CHECK: array_reductions.mlir:40:3: remark: [affine-parallelize] loop parallelized with reductions into memory: '%h' ('addi')
// CHECK: array_reductions.mlir:49:3: remark: [affine-parallelize] loop not parallelized: 'affine.load' at 51:10 and 'affine.store' at 53:5 carry a dependence at depth 1, distance [7]
// CHECK: array_reductions.mlir:56:3: remark: [affine-parallelize] loop not parallelized: its reduction into '%big' would give every thread a copy of it, which takes a static shape, the identity layout and at most 262144 bytes
// CHECK: array_reductions.mlir:65:3: remark: [affine-parallelize] loop not parallelized: 'affine.load' at 67:12 and 'affine.store' at 70:7 carry a dependence at depth 1, distance [1..7, 0]
// EXACT: array_reductions.mlir:30:3: remark: [affine-parallelize] loop not parallelized: its 'addf' reduction into '%y' is in floating point, whose bits depend on the order of its operations (--parallel-reductions allows it)
// EXACT: array_reductions.mlir:40:3: remark: [affine-parallelize] loop parallelized with reductions into memory: '%h' ('addi')
// MLIR: } {affc.parallel_reductions}
// C: reduction(+: y[0:16])
// C: reduction(affc_addi_i32: h[0:8])
func.func @kernel(%A: memref<8x16xf32>, %x: memref<8xf32>, %y: memref<16xf32>, %h: memref<8xi32>, %big: memref<70000xf32>, %d: memref<?xf32>) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 16 {
      %a = affine.load %A[%i, %j] : memref<8x16xf32>
      %b = affine.load %x[%i] : memref<8xf32>
      %c = affine.load %y[%j] : memref<16xf32>
      %p = arith.mulf %a, %b : f32
      %s = arith.addf %c, %p : f32
      affine.store %s, %y[%j] : memref<16xf32>
    }
  }
  affine.for %i = 0 to 16 {
    %v = affine.load %y[%i] : memref<16xf32>
    %k = arith.fptosi %v : f32 to i32
    %b = affine.apply affine_map<(d0) -> (d0 mod 8)>(%i)
    %old = affine.load %h[%b] : memref<8xi32>
    %new = arith.addi %old, %k : i32
    affine.store %new, %h[%b] : memref<8xi32>
  }
  // Also read at another element: not a reduction.
  affine.for %i = 0 to 8 {
    %c = affine.load %y[%i] : memref<16xf32>
    %e = affine.load %y[%i + 8] : memref<16xf32>
    %s = arith.addf %c, %e : f32
    affine.store %s, %y[%i + 1] : memref<16xf32>
  }
  // A copy per thread would be too big.
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 70000 {
      %c = affine.load %big[%j] : memref<70000xf32>
      %b = affine.load %x[%i] : memref<8xf32>
      %s = arith.addf %c, %b : f32
      affine.store %s, %big[%j] : memref<70000xf32>
    }
  }
  // The same element read twice: a doubling, not a reduction.
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 4 {
      %c = affine.load %d[%j] : memref<?xf32>
      %e = affine.load %d[%j] : memref<?xf32>
      %s = arith.addf %c, %e : f32
      affine.store %s, %d[%j] : memref<?xf32>
    }
  }
  return
}

func.func @main() {
  %A = memref.alloc() : memref<8x16xf32>
  %x = memref.alloc() : memref<8xf32>
  %y = memref.alloc() : memref<16xf32>
  %h = memref.alloc() : memref<8xi32>
  %big = memref.alloc() : memref<70000xf32>
  %d0 = memref.alloc() : memref<4xf32>
  %d = memref.cast %d0 : memref<4xf32> to memref<?xf32>
  %one = arith.constant 1.0 : f32
  %z = arith.constant 0 : i32
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 16 {
      %v = affine.apply affine_map<(d0, d1) -> ((d0 * 5 + d1 * 3) mod 7)>(%i, %j)
      %vi = arith.index_cast %v : index to i32
      %f = arith.sitofp %vi : i32 to f32
      affine.store %f, %A[%i, %j] : memref<8x16xf32>
    }
    %w = arith.index_cast %i : index to i32
    %g = arith.sitofp %w : i32 to f32
    affine.store %g, %x[%i] : memref<8xf32>
    affine.store %z, %h[%i] : memref<8xi32>
  }
  affine.for %j = 0 to 16 {
    affine.store %one, %y[%j] : memref<16xf32>
  }
  affine.for %j = 0 to 70000 {
    affine.store %one, %big[%j] : memref<70000xf32>
  }
  affine.for %j = 0 to 4 {
    affine.store %one, %d0[%j] : memref<4xf32>
  }
  func.call @kernel(%A, %x, %y, %h, %big, %d) : (memref<8x16xf32>, memref<8xf32>, memref<16xf32>, memref<8xi32>, memref<70000xf32>, memref<?xf32>) -> ()
  %yu = memref.cast %y : memref<16xf32> to memref<*xf32>
  func.call @printMemrefF32(%yu) : (memref<*xf32>) -> ()
  %hu = memref.cast %h : memref<8xi32> to memref<*xi32>
  func.call @printMemrefI32(%hu) : (memref<*xi32>) -> ()
  %du = memref.cast %d0 : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%du) : (memref<*xf32>) -> ()
  %b0 = memref.subview %big[69990] [10] [1] : memref<70000xf32> to memref<10xf32, strided<[1], offset: 69990>>
  %bu = memref.cast %b0 : memref<10xf32, strided<[1], offset: 69990>> to memref<*xf32>
  func.call @printMemrefF32(%bu) : (memref<*xf32>) -> ()
  memref.dealloc %A : memref<8x16xf32>
  memref.dealloc %x : memref<8xf32>
  memref.dealloc %y : memref<16xf32>
  memref.dealloc %h : memref<8xi32>
  memref.dealloc %big : memref<70000xf32>
  memref.dealloc %d0 : memref<4xf32>
  return
}
