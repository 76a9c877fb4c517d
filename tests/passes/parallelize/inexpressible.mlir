// MLIR's pass takes xori, maxnumf, minnumf and the integer min/max for
// reductions, then builds an affine.parallel that its own verifier rejects
// ("result type cannot match reduction attribute": MLIR 22 has no such
// reduction for a signless type): mlir-opt fails on this file. affc keeps
// such loops sequential and says why.
// RUN: not %mlir-opt --affine-parallelize=parallel-reductions=true %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=MLIR
// RUN: %affc --passes='affine-parallelize{parallel-reductions=true}' --remarks \
// RUN:   --verify-each --emit=mlir %s 2>&1 | FileCheck %s
// MLIR: error: 'affine.parallel' op result type cannot match reduction attribute

// CHECK: inexpressible.mlir:[[@LINE+6]]:8: remark: [affine-parallelize] loop not parallelized: iter_arg #0 is a 'xori' reduction of i32, which affine.parallel cannot hold
// CHECK: inexpressible.mlir:[[@LINE+10]]:8: remark: [affine-parallelize] loop not parallelized: iter_arg #0 is a 'maxnumf' reduction of f32, which affine.parallel cannot hold
// CHECK: inexpressible.mlir:[[@LINE+14]]:8: remark: [affine-parallelize] loop not parallelized: iter_arg #0 is a 'maxs' reduction of i32, which affine.parallel cannot hold
// CHECK-NOT: affine.parallel
// CHECK: return
func.func @inexpressible(%A: memref<100xi32>, %F: memref<100xf32>, %z: i32, %f: f32) -> (i32, f32, i32) {
  %a = affine.for %i = 0 to 100 iter_args(%s = %z) -> (i32) {
    %v = affine.load %A[%i] : memref<100xi32>
    %t = arith.xori %s, %v : i32
    affine.yield %t : i32
  }
  %b = affine.for %i = 0 to 100 iter_args(%s = %f) -> (f32) {
    %v = affine.load %F[%i] : memref<100xf32>
    %t = arith.maxnumf %s, %v : f32
    affine.yield %t : f32
  }
  %c = affine.for %i = 0 to 100 iter_args(%s = %z) -> (i32) {
    %v = affine.load %A[%i] : memref<100xi32>
    %t = arith.maxsi %s, %v : i32
    affine.yield %t : i32
  }
  return %a, %b, %c : i32, f32, i32
}
