// affine.prefetch with each read/write specifier, locality hint and cache
// type, and an attribute dictionary.
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK: affine.prefetch %A[%i, %j + 5], read, locality<3>, data : memref<400x400xi32>
// CHECK-NEXT: affine.prefetch %A[%i, symbol(%n)], write, locality<0>, instr : memref<400x400xi32>
// CHECK-NEXT: affine.prefetch %A[0, %j], read, locality<1>, instr {note} : memref<400x400xi32>
func.func @f(%A: memref<400x400xi32>, %n: index) {
  affine.for %i = 0 to 400 {
    affine.for %j = 0 to 395 {
      affine.prefetch %A[%i, %j + 5], read, locality<3>, data : memref<400x400xi32>
      affine.prefetch %A[%i, symbol(%n)], write, locality<0>, instr : memref<400x400xi32>
      affine.prefetch %A[0, %j], read, locality<1>, instr {note} : memref<400x400xi32>
    }
  }
  return
}
