// memref.realloc: a 1-D memref moved to a static or dynamic size (the
// size in parentheses), with an alignment, in custom and generic form.
// RUN: %affc --emit=mlir %s | FileCheck %s

// CHECK-LABEL: func.func @realloc
func.func @realloc(%a: memref<4xf32>, %d: memref<?xi8>, %n: index) {
  // CHECK-NEXT: %0 = memref.realloc %a : memref<4xf32> to memref<8xf32>
  %0 = memref.realloc %a : memref<4xf32> to memref<8xf32>
  // CHECK-NEXT: %1 = memref.realloc %d(%n) : memref<?xi8> to memref<?xi8>
  %1 = memref.realloc %d(%n) : memref<?xi8> to memref<?xi8>
  // CHECK-NEXT: %2 = memref.realloc %0 {alignment = 64 : i64} : memref<8xf32> to memref<2xf32>
  %2 = memref.realloc %0 {alignment = 64} : memref<8xf32> to memref<2xf32>
  // CHECK-NEXT: %3 = memref.realloc %1 : memref<?xi8> to memref<16xi8>
  %3 = "memref.realloc"(%1) : (memref<?xi8>) -> memref<16xi8>
  return
}
