// iter_args reductions: with parallel-reductions=true, the same loops
// become affine.parallel with reduce(...) as in mlir-opt, the combiner
// moving after the loop; without it, no loop with iter_args does. affc's
// exact-reductions (what -O1 runs) takes only those whose bits do not
// depend on the order: integers, minimumf and maximumf.
// RUN: %parity %s affine-parallelize
// RUN: %parity %s 'affine-parallelize{parallel-reductions=true}'
// RUN: %affc --passes='affine-parallelize{parallel-reductions=true}' --emit=mlir %s \
// RUN:   | FileCheck %s
// RUN: %affc --passes='affine-parallelize{exact-reductions=true}' --remarks \
// RUN:   --emit=mlir %s 2>&1 | FileCheck %s --check-prefix=EXACT

// CHECK-LABEL: func.func @sum
// CHECK:      %[[R:.*]] = affine.parallel (%i) = (0) to (100) reduce ("addf") -> (f32) {
// CHECK-NEXT:   %v = affine.load %A[%i] : memref<100xf32>
// CHECK-NEXT:   affine.yield %v : f32
// CHECK-NEXT: }
// CHECK-NEXT: %{{.*}} = arith.addf %init, %[[R]] : f32
// EXACT: reductions.mlir:[[@LINE+2]]:8: remark: [affine-parallelize] loop not parallelized: iter_arg #0 is a floating-point 'addf' reduction, whose bits depend on the order of its operations (--parallel-reductions allows it)
func.func @sum(%A: memref<100xf32>, %init: f32) -> f32 {
  %s = affine.for %i = 0 to 100 iter_args(%acc = %init) -> (f32) {
    %v = affine.load %A[%i] : memref<100xf32>
    %t = arith.addf %acc, %v : f32
    affine.yield %t : f32
  }
  return %s : f32
}

// Several reductions at once, the iter_arg on either side of its combiner.
// CHECK-LABEL: func.func @several
// CHECK: affine.parallel (%i) = (0) to (symbol(%n)) reduce ("addi", "ori", "minimumf", "muli") -> (i32, i32, f32, i64) {
// EXACT: reductions.mlir:[[@LINE+2]]:20: remark: [affine-parallelize] loop parallelized with reductions 'addi', 'ori', 'minimumf', 'muli'
func.func @several(%A: memref<?xi32>, %F: memref<?xf32>, %n: index, %z: i32, %f: f32, %one: i64) -> (i32, i32, f32, i64) {
  %a, %b, %c, %d = affine.for %i = 0 to %n iter_args(%sa = %z, %sb = %z, %sc = %f, %sd = %one) -> (i32, i32, f32, i64) {
    %v = affine.load %A[%i] : memref<?xi32>
    %w = affine.load %F[%i] : memref<?xf32>
    %e = arith.extsi %v : i32 to i64
    %ta = arith.addi %v, %sa : i32
    %tb = arith.ori %sb, %v : i32
    %tc = arith.minimumf %sc, %w : f32
    %td = arith.muli %e, %sd : i64
    affine.yield %ta, %tb, %tc, %td : i32, i32, f32, i64
  }
  return %a, %b, %c, %d : i32, i32, f32, i64
}

// Not reductions: an iter_arg used twice, one combined with another
// iter_arg, one that is not combined at all, and a sum also stored.
// CHECK-LABEL: func.func @not_reductions
// CHECK-NOT: affine.parallel
// EXACT: reductions.mlir:[[@LINE+5]]:8: remark: [affine-parallelize] loop not parallelized: iter_arg #0 is not a reduction (one arith op combining it with a value, yielded back)
// EXACT: reductions.mlir:[[@LINE+8]]:12: remark: [affine-parallelize] loop not parallelized: iter_arg #0 is not a reduction
// EXACT: reductions.mlir:[[@LINE+13]]:8: remark: [affine-parallelize] loop not parallelized: iter_arg #0 is not a reduction
// EXACT: reductions.mlir:[[@LINE+16]]:8: remark: [affine-parallelize] loop not parallelized: iter_arg #0 is not a reduction
func.func @not_reductions(%A: memref<100xi32>, %z: i32) -> (i32, i32, i32, i32, i32) {
  %a = affine.for %i = 0 to 100 iter_args(%s = %z) -> (i32) {
    %t = arith.addi %s, %s : i32
    affine.yield %t : i32
  }
  %b, %c = affine.for %i = 0 to 100 iter_args(%s = %z, %u = %z) -> (i32, i32) {
    %t = arith.addi %s, %u : i32
    %v = affine.load %A[%i] : memref<100xi32>
    %w = arith.addi %u, %v : i32
    affine.yield %t, %w : i32, i32
  }
  %d = affine.for %i = 0 to 100 iter_args(%s = %z) -> (i32) {
    %v = affine.load %A[%i] : memref<100xi32>
    affine.yield %v : i32
  }
  %e = affine.for %i = 1 to 100 iter_args(%s = %z) -> (i32) {
    %v = affine.load %A[%i - 1] : memref<100xi32>
    %t = arith.addi %s, %v : i32
    affine.store %t, %A[%i] : memref<100xi32>
    affine.yield %t : i32
  }
  return %a, %b, %c, %d, %e : i32, i32, i32, i32, i32
}

// The remarks come first (stderr), then the module.
// EXACT: affine.parallel (%i) = (0) to (symbol(%n)) reduce ("addi", "ori", "minimumf", "muli")
