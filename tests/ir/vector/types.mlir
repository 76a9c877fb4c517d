// RUN: %affc --emit=mlir %s | FileCheck %s

// Vector types of every element type and shape the affine level meets,
// passed through vector ops: 0-D, multi-dimensional, scalable, index,
// small integers and the float formats.

// CHECK-LABEL: func.func @types
func.func @types(%a: vector<f32>, %b: vector<2x3x4xi8>, %c: vector<[8]xf16>,
                 %d: vector<4x[4]xbf16>, %e: vector<16xi1>, %f: vector<2xindex>,
                 %g: vector<4xf64>, %h: vector<8xi64>) {
  // CHECK: vector.shape_cast %a : vector<f32> to vector<1xf32>
  %0 = vector.shape_cast %a : vector<f32> to vector<1xf32>
  // CHECK: vector.shape_cast %b : vector<2x3x4xi8> to vector<24xi8>
  %1 = vector.shape_cast %b : vector<2x3x4xi8> to vector<24xi8>
  // CHECK: vector.reduction <add>, %c : vector<[8]xf16> into f16
  %2 = vector.reduction <add>, %c : vector<[8]xf16> into f16
  // CHECK: vector.extract %d[0] : vector<[4]xbf16> from vector<4x[4]xbf16>
  %3 = vector.extract %d[0] : vector<[4]xbf16> from vector<4x[4]xbf16>
  // CHECK: vector.reduction <or>, %e : vector<16xi1> into i1
  %4 = vector.reduction <or>, %e : vector<16xi1> into i1
  // CHECK: vector.extract %f[1] : index from vector<2xindex>
  %5 = vector.extract %f[1] : index from vector<2xindex>
  // CHECK: vector.bitcast %g : vector<4xf64> to vector<8xf32>
  %6 = vector.bitcast %g : vector<4xf64> to vector<8xf32>
  // CHECK: vector.reduction <maxui>, %h : vector<8xi64> into i64
  %7 = vector.reduction <maxui>, %h : vector<8xi64> into i64
  return
}
