// RUN: %affc --emit=mlir %s | FileCheck %s

// Smaller memref ops: assume_alignment, extract_aligned_pointer_as_index,
// extract_strided_metadata, view, prefetch and rank.

// CHECK-LABEL: func.func @misc
func.func @misc(%A: memref<8x8xf32>, %B: memref<2048xi8>, %U: memref<*xf32>, %i: index) {
  // CHECK: memref.assume_alignment %A, 16 : memref<8x8xf32>
  %0 = memref.assume_alignment %A, 16 : memref<8x8xf32>
  // CHECK: memref.extract_aligned_pointer_as_index %A : memref<8x8xf32> -> index
  %1 = memref.extract_aligned_pointer_as_index %A : memref<8x8xf32> -> index
  // CHECK: memref.extract_strided_metadata %A : memref<8x8xf32> -> memref<f32>, index, index, index, index, index
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %A : memref<8x8xf32> -> memref<f32>, index, index, index, index, index
  // CHECK: memref.view %B[%i][%i] : memref<2048xi8> to memref<?x4xf32>
  %v = memref.view %B[%i][%i] : memref<2048xi8> to memref<?x4xf32>
  // CHECK: memref.view %B[%i][] : memref<2048xi8> to memref<16x4xf32>
  %w = memref.view %B[%i][] : memref<2048xi8> to memref<16x4xf32>
  // CHECK: memref.prefetch %A[%i, %i], read, locality<3>, data : memref<8x8xf32>
  memref.prefetch %A[%i, %i], read, locality<3>, data : memref<8x8xf32>
  // CHECK: memref.prefetch %B[%i], write, locality<0>, instr : memref<2048xi8>
  memref.prefetch %B[%i], write, locality<0>, instr : memref<2048xi8>
  // CHECK: memref.rank %U : memref<*xf32>
  %r = memref.rank %U : memref<*xf32>
  return
}
