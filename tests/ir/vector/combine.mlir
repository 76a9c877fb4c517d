// vector.interleave and vector.deinterleave (on the trailing dimension)
// and vector.outerproduct: a 2-D outer product of two 1-D vectors, or an
// AXPY with a scalar rhs; the combining kind (add unless written) prints
// only after an accumulator, as mlir-opt prints it.
// RUN: %affc --emit=mlir %s | FileCheck %s

// CHECK-LABEL: func.func @combine
func.func @combine(%a: vector<4xf32>, %b: vector<4xf32>, %c: vector<2x3xi32>,
                   %s: f32, %acc: vector<4x4xf32>, %i: vector<3xi32>) {
  // CHECK-NEXT: %0 = vector.interleave %a, %b : vector<4xf32> -> vector<8xf32>
  %0 = vector.interleave %a, %b : vector<4xf32> -> vector<8xf32>
  // CHECK-NEXT: %1 = vector.interleave %c, %c : vector<2x3xi32> -> vector<2x6xi32>
  %1 = "vector.interleave"(%c, %c) : (vector<2x3xi32>, vector<2x3xi32>) -> vector<2x6xi32>
  // CHECK-NEXT: %2:2 = vector.deinterleave %0 : vector<8xf32> -> vector<4xf32>
  %2:2 = vector.deinterleave %0 : vector<8xf32> -> vector<4xf32>
  // CHECK-NEXT: %lo, %hi = vector.deinterleave %1 : vector<2x6xi32> -> vector<2x3xi32>
  %lo, %hi = vector.deinterleave %1 : vector<2x6xi32> -> vector<2x3xi32>
  // CHECK-NEXT: %3 = vector.outerproduct %a, %b : vector<4xf32>, vector<4xf32>
  %3 = vector.outerproduct %a, %b : vector<4xf32>, vector<4xf32>
  // CHECK-NEXT: %4 = vector.outerproduct %a, %b, %acc {kind = #vector.kind<add>} : vector<4xf32>, vector<4xf32>
  %4 = vector.outerproduct %a, %b, %acc : vector<4xf32>, vector<4xf32>
  // CHECK-NEXT: %5 = vector.outerproduct %a, %s, %2#1 {kind = #vector.kind<maxnumf>} : vector<4xf32>, f32
  %5 = vector.outerproduct %a, %s, %2#1 {kind = #vector.kind<maxnumf>} : vector<4xf32>, f32
  // CHECK-NEXT: %6 = vector.outerproduct %i, %i : vector<3xi32>, vector<3xi32>
  %6 = vector.outerproduct %i, %i {kind = #vector.kind<xor>} : vector<3xi32>, vector<3xi32>
  // CHECK-NEXT: %7 = vector.outerproduct %a, %b, %acc {kind = #vector.kind<add>} : vector<4xf32>, vector<4xf32>
  %7 = "vector.outerproduct"(%a, %b, %acc) : (vector<4xf32>, vector<4xf32>, vector<4x4xf32>) -> vector<4x4xf32>
  return
}
