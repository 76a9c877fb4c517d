// RUN: %affc --emit=mlir %s | FileCheck %s

// vector.fma, shape_cast, bitcast and transpose.

// CHECK-LABEL: func.func @elementwise
func.func @elementwise(%a: vector<4xf32>, %m: vector<2x4xf16>, %s: vector<[4]xf32>) {
  // CHECK: vector.fma %a, %a, %a : vector<4xf32>
  %0 = vector.fma %a, %a, %a : vector<4xf32>
  // CHECK: vector.fma %m, %m, %m : vector<2x4xf16>
  %1 = vector.fma %m, %m, %m : vector<2x4xf16>
  // CHECK: vector.shape_cast %m : vector<2x4xf16> to vector<8xf16>
  %2 = vector.shape_cast %m : vector<2x4xf16> to vector<8xf16>
  // CHECK: vector.shape_cast %a : vector<4xf32> to vector<1x2x2xf32>
  %3 = vector.shape_cast %a : vector<4xf32> to vector<1x2x2xf32>
  // CHECK: vector.shape_cast %s : vector<[4]xf32> to vector<1x[4]xf32>
  %4 = vector.shape_cast %s : vector<[4]xf32> to vector<1x[4]xf32>
  // CHECK: vector.bitcast %a : vector<4xf32> to vector<8xi16>
  %5 = vector.bitcast %a : vector<4xf32> to vector<8xi16>
  // CHECK: vector.bitcast %m : vector<2x4xf16> to vector<2x2xi32>
  %6 = vector.bitcast %m : vector<2x4xf16> to vector<2x2xi32>
  // CHECK: vector.transpose %m, [1, 0] : vector<2x4xf16> to vector<4x2xf16>
  %7 = vector.transpose %m, [1, 0] : vector<2x4xf16> to vector<4x2xf16>
  return
}
