// RUN: %affc --emit=mlir %s | FileCheck %s

// vector.constant_mask, create_mask, step and from_elements.

// CHECK-LABEL: func.func @masks
func.func @masks(%i: index, %j: index, %f: f32, %g: f32) {
  // CHECK: vector.constant_mask [2] : vector<4xi1>
  %0 = vector.constant_mask [2] : vector<4xi1>
  // CHECK: vector.constant_mask [1, 3] : vector<2x4xi1>
  %1 = vector.constant_mask [1, 3] : vector<2x4xi1>
  // CHECK: vector.constant_mask [0, 0] : vector<2x4xi1>
  %2 = vector.constant_mask [0, 0] : vector<2x4xi1>
  // CHECK: vector.constant_mask [4] : vector<[4]xi1>
  %3 = vector.constant_mask [4] : vector<[4]xi1>
  // CHECK: vector.create_mask %i : vector<4xi1>
  %4 = vector.create_mask %i : vector<4xi1>
  // CHECK: vector.create_mask %i, %j : vector<2x4xi1>
  %5 = vector.create_mask %i, %j : vector<2x4xi1>
  // CHECK: vector.step : vector<8xindex>
  %6 = vector.step : vector<8xindex>
  // CHECK: vector.from_elements %f, %g : vector<2xf32>
  %7 = vector.from_elements %f, %g : vector<2xf32>
  // CHECK: vector.from_elements %f, %g, %g, %f : vector<2x2xf32>
  %8 = vector.from_elements %f, %g, %g, %f : vector<2x2xf32>
  return
}
