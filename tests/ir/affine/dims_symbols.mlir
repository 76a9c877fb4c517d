// Values that may be bound to dimensions and symbols (seed 001): function
// arguments and top-level values, constants and pure ops on symbols
// anywhere, dim ops, and affine.apply / linearize / delinearize results of
// induction variables as dimensions.
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK: %0 = affine.load %A[%i + symbol(%c4), symbol(%s)] : memref<?x?xf32>
// CHECK-NEXT: %1 = affine.load %A[symbol(%d0), symbol(%d1)] : memref<?x?xf32>
// CHECK-NEXT: %2 = affine.load %A[%a, %l] : memref<?x?xf32>
// CHECK-NEXT: %3 = affine.load %A[%q#1, %a] : memref<?x?xf32>
// CHECK-NEXT: %4 = affine.load %B[symbol(%bd)] : memref<?xf32>
// CHECK: affine.for %k = 0 to %d0 {
func.func @f(%A: memref<?x?xf32>, %n: index) {
  %top = arith.muli %n, %n : index
  %B = memref.alloc(%top) : memref<?xf32>
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      %c4 = arith.constant 4 : index
      %s = arith.addi %n, %top : index
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %d0 = memref.dim %A, %c0 : memref<?x?xf32>
      %d1 = memref.dim %A, %c1 : memref<?x?xf32>
      %a = affine.apply affine_map<(d0, d1) -> (d0 * 10 + d1)>(%i, %j)
      %l = affine.linearize_index [%i, %j] by (10, 10) : index
      %q:2 = affine.delinearize_index %a into (10, 10) : index, index
      %bd = memref.dim %B, %c0 : memref<?xf32>
      %0 = affine.load %A[%i + symbol(%c4), symbol(%s)] : memref<?x?xf32>
      %1 = affine.load %A[symbol(%d0), symbol(%d1)] : memref<?x?xf32>
      %2 = affine.load %A[%a, %l] : memref<?x?xf32>
      %3 = affine.load %A[%q#1, %a] : memref<?x?xf32>
      %4 = affine.load %B[symbol(%bd)] : memref<?xf32>
      affine.for %k = 0 to %d0 {
      }
    }
  }
  return
}
