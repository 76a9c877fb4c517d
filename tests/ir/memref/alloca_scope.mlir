// memref.alloca_scope with and without results: mlir-opt prints two spaces
// after the name, the result types always in parentheses, and the
// terminator only when the scope returns something.
// RUN: %affc --emit=mlir %s | FileCheck %s --strict-whitespace

// CHECK-LABEL: func.func @scopes
func.func @scopes(%n: index) -> f32 {
  // CHECK: %r = memref.alloca_scope  -> (f32) {
  // CHECK-NEXT: %a = memref.alloca(%n) : memref<?xf32>
  // CHECK-NEXT: %c0 = arith.constant 0 : index
  // CHECK-NEXT: %v = memref.load %a[%c0] : memref<?xf32>
  // CHECK-NEXT: memref.alloca_scope.return %v : f32
  // CHECK-NEXT: }
  %r = memref.alloca_scope -> f32 {
    %a = memref.alloca(%n) : memref<?xf32>
    %c0 = arith.constant 0 : index
    %v = memref.load %a[%c0] : memref<?xf32>
    memref.alloca_scope.return %v : f32
  }
  // CHECK-NEXT: memref.alloca_scope  {
  // CHECK-NEXT: %a = memref.alloca() : memref<4xf32>
  // CHECK-NEXT: }
  memref.alloca_scope {
    %a = memref.alloca() : memref<4xf32>
    memref.alloca_scope.return
  }
  // CHECK-NEXT: %s:2 = memref.alloca_scope  -> (f32, index) {
  // CHECK-NEXT: memref.alloca_scope.return %r, %n : f32, index
  // CHECK-NEXT: } {tag = 1 : i64}
  %s:2 = memref.alloca_scope -> (f32, index) {
    memref.alloca_scope.return %r, %n : f32, index
  } {tag = 1}
  // CHECK-NEXT: affine.for %i = 0 to 4 {
  // CHECK-NEXT: memref.alloca_scope  {
  // CHECK-NEXT: %b = memref.alloca() : memref<2xf32>
  // CHECK-NEXT: affine.store %r, %b[%i mod 2] : memref<2xf32>
  // CHECK-NEXT: }
  // CHECK-NEXT: }
  affine.for %i = 0 to 4 {
    memref.alloca_scope {
      %b = memref.alloca() : memref<2xf32>
      affine.store %r, %b[%i mod 2] : memref<2xf32>
    }
  }
  return %s#0 : f32
}
