// affine.load subscripts: SSA names become dimensions, symbol(%x) symbols,
// a repeated name reuses its position, and constants, negation, products
// with constants or symbols, floordiv, ceildiv and mod print back in
// MLIR's canonical order.
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK: %0 = affine.load %A[%i, %j] : memref<100x100xf32>
// CHECK-NEXT: %1 = affine.load %A[%i + 3, %j + 7] : memref<100x100xf32>
// CHECK-NEXT: %2 = affine.load %A[%i + symbol(%n), %j + symbol(%m)] : memref<100x100xf32>
// CHECK-NEXT: %3 = affine.load %A[%i * 2 - %j * 3, %j * symbol(%n)] : memref<100x100xf32>
// CHECK-NEXT: %4 = affine.load %A[%i floordiv 4, %j mod 8] : memref<100x100xf32>
// CHECK-NEXT: %5 = affine.load %A[%j + %i ceildiv 2, -%i + 99] : memref<100x100xf32>
// CHECK-NEXT: %6 = affine.load %A[%i * 2, symbol(%n) * 2] : memref<100x100xf32>
// CHECK-NEXT: %7 = affine.load %A[symbol(%n), %i + symbol(%n)] : memref<100x100xf32>
// CHECK-NEXT: %8 = affine.load %A[%i floordiv symbol(%n), 0] : memref<100x100xf32>
// CHECK-NEXT: %9 = affine.load %Z[] : memref<f32>
// CHECK-NEXT: %10 = affine.load %D[%i + symbol(%n) - 1] {nontemporal} : memref<?xi32>
func.func @f(%A: memref<100x100xf32>, %Z: memref<f32>, %D: memref<?xi32>,
             %n: index, %m: index) {
  affine.for %i = 0 to 50 {
    affine.for %j = 0 to 50 {
      %0 = affine.load %A[%i, %j] : memref<100x100xf32>
      %1 = affine.load %A[%i + 3, %j + 7] : memref<100x100xf32>
      %2 = affine.load %A[%i + symbol(%n), %j + symbol(%m)] : memref<100x100xf32>
      %3 = affine.load %A[2 * %i - 3 * %j, symbol(%n) * %j] : memref<100x100xf32>
      %4 = affine.load %A[%i floordiv 4, %j mod 8] : memref<100x100xf32>
      %5 = affine.load %A[%j + %i ceildiv 2, 99 - %i] : memref<100x100xf32>
      %6 = affine.load %A[%i + %i, symbol(%n) + symbol(%n)] : memref<100x100xf32>
      %7 = affine.load %A[symbol(%n), %i + %n] : memref<100x100xf32>
      %8 = affine.load %A[%i floordiv symbol(%n), 0] : memref<100x100xf32>
      %9 = affine.load %Z[] : memref<f32>
      %10 = affine.load %D[%i + symbol(%n) - 1] {nontemporal} : memref<?xi32>
    }
  }
  return
}
