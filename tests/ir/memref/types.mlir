// RUN: %affc --emit=mlir %s | FileCheck %s

// Memref types of every shape the affine level uses, passed through loads:
// static, dynamic, zero-rank, strided and affine-map layouts, memory spaces
// and element types.

// CHECK-LABEL: func.func @types
func.func @types(%i: index,
    // CHECK-SAME: memref<1x2x3x4xi64>
    %a: memref<1x2x3x4xi64>,
    // CHECK-SAME: memref<?x?x?xbf16>
    %b: memref<?x?x?xbf16>,
    // CHECK-SAME: memref<index>
    %c: memref<index>,
    // CHECK-SAME: memref<4x?xf32, strided<[?, 1]>>
    %d: memref<4x?xf32, strided<[?, 1]>>,
    // CHECK-SAME: memref<4xf32, strided<[2], offset: ?>>
    %e: memref<4xf32, strided<[2], offset: ?>>,
    // CHECK-SAME: memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>
    %f: memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>,
    // CHECK-SAME: memref<4x4xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>, 2>
    %g: memref<4x4xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>, 2>,
    // CHECK-SAME: memref<8xvector<4xi32>, 1>
    %h: memref<8xvector<4xi32>, 1>,
    // CHECK-SAME: memref<0x4xf16>
    %k: memref<0x4xf16>,
    // CHECK-SAME: memref<2xui8>
    %l: memref<2xui8>) {
  // CHECK: memref.load %a[%i, %i, %i, %i] : memref<1x2x3x4xi64>
  %0 = memref.load %a[%i, %i, %i, %i] : memref<1x2x3x4xi64>
  // CHECK: memref.load %b[%i, %i, %i] : memref<?x?x?xbf16>
  %1 = memref.load %b[%i, %i, %i] : memref<?x?x?xbf16>
  // CHECK: memref.load %c[] : memref<index>
  %2 = memref.load %c[] : memref<index>
  // CHECK: memref.load %d[%i, %i] : memref<4x?xf32, strided<[?, 1]>>
  %3 = memref.load %d[%i, %i] : memref<4x?xf32, strided<[?, 1]>>
  // CHECK: memref.load %e[%i] : memref<4xf32, strided<[2], offset: ?>>
  %4 = memref.load %e[%i] : memref<4xf32, strided<[2], offset: ?>>
  // CHECK: memref.load %f[%i, %i] : memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>
  %5 = memref.load %f[%i, %i] : memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>
  // CHECK: memref.load %g[%i, %i] : memref<4x4xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>, 2>
  %6 = memref.load %g[%i, %i] : memref<4x4xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>, 2>
  // CHECK: memref.load %h[%i] : memref<8xvector<4xi32>, 1>
  %7 = memref.load %h[%i] : memref<8xvector<4xi32>, 1>
  // CHECK: memref.load %k[%i, %i] : memref<0x4xf16>
  %8 = memref.load %k[%i, %i] : memref<0x4xf16>
  // CHECK: memref.load %l[%i] : memref<2xui8>
  %9 = memref.load %l[%i] : memref<2xui8>
  return
}
