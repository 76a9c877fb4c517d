// A memref type of plain dimensions and a scalar element, written without
// spaces, is read as one token (grammar/lexer.l). It means what the same
// type read piece by piece means, at the edges of that form too; the other
// spellings are still read piece by piece.
// RUN: %affc --emit=mlir %s | FileCheck %s

// CHECK-LABEL: func.func @one_token
// CHECK-SAME: (%a: memref<f32>, %b: memref<0xi1>, %c: memref<?x4xindex>,
// CHECK-SAME: %d: memref<123456789xbf16>, %e: memref<2x3x4xi64>,
// CHECK-SAME: %f: memref<?xf16>, %g: memref<8xi99>, %h: memref<8xf64>)
func.func @one_token(%a: memref<f32>, %b: memref<0xi1>, %c: memref<?x4xindex>,
                     %d: memref<123456789xbf16>, %e: memref<2x3x4xi64>,
                     %f: memref<?xf16>, %g: memref<8xi99>, %h: memref<8xf64>) {
  return
}

// CHECK-LABEL: func.func @pieces
// CHECK-SAME: (%a: memref<1234567890xf32>, %b: memref<4xf32>,
// CHECK-SAME: %c: memref<4xi128>, %d: memref<4xsi8>, %e: memref<4xf32, 1>,
// CHECK-SAME: %f: memref<4xvector<2xf32>>, %g: memref<4x?xf80>)
func.func @pieces(%a: memref<1234567890xf32>, %b: memref<4 x f32>,
                  %c: memref<4xi128>, %d: memref<4xsi8>, %e: memref<4xf32, 1>,
                  %f: memref<4xvector<2xf32>>, %g: memref<4x?xf80>) {
  return
}

// Both spellings are one type: a value of one is used as the other.
// CHECK-LABEL: func.func @same_type
// CHECK: %[[V:.*]] = memref.load %a[%c0] : memref<4xf32>
// CHECK: memref.store %[[V]], %a[%c0] : memref<4xf32>
func.func @same_type(%a: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %v = memref.load %a[%c0] : memref<4 x f32>
  memref.store %v, %a[%c0] : memref<4xf32>
  return
}
