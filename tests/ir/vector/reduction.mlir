// RUN: %affc --emit=mlir %s | FileCheck %s

// vector.reduction: every combining kind, an accumulator, and fastmath
// flags (none is the default and is not printed).

// CHECK-LABEL: func.func @reduction
func.func @reduction(%v: vector<4xf32>, %w: vector<8xi32>, %x: vector<f64>, %acc: f32) {
  // CHECK: vector.reduction <add>, %v : vector<4xf32> into f32
  %0 = vector.reduction <add>, %v : vector<4xf32> into f32
  // CHECK: vector.reduction <mul>, %v, %acc : vector<4xf32> into f32
  %1 = vector.reduction <mul>, %v, %acc : vector<4xf32> into f32
  // CHECK: vector.reduction <maximumf>, %v fastmath<fast> : vector<4xf32> into f32
  %2 = vector.reduction <maximumf>, %v fastmath<fast> : vector<4xf32> into f32
  // CHECK: vector.reduction <minimumf>, %v fastmath<reassoc,nnan> : vector<4xf32> into f32
  %3 = vector.reduction <minimumf>, %v fastmath<nnan, reassoc> : vector<4xf32> into f32
  // CHECK: vector.reduction <maxnumf>, %v : vector<4xf32> into f32
  %4 = vector.reduction <maxnumf>, %v fastmath<none> : vector<4xf32> into f32
  // CHECK: vector.reduction <minnumf>, %v : vector<4xf32> into f32
  %5 = vector.reduction <minnumf>, %v : vector<4xf32> into f32
  // CHECK: vector.reduction <add>, %w : vector<8xi32> into i32
  %6 = vector.reduction <add>, %w : vector<8xi32> into i32
  // CHECK: vector.reduction <minui>, %w : vector<8xi32> into i32
  %7 = vector.reduction <minui>, %w : vector<8xi32> into i32
  // CHECK: vector.reduction <minsi>, %w : vector<8xi32> into i32
  %8 = vector.reduction <minsi>, %w : vector<8xi32> into i32
  // CHECK: vector.reduction <maxui>, %w : vector<8xi32> into i32
  %9 = vector.reduction <maxui>, %w : vector<8xi32> into i32
  // CHECK: vector.reduction <maxsi>, %w : vector<8xi32> into i32
  %10 = vector.reduction <maxsi>, %w : vector<8xi32> into i32
  // CHECK: vector.reduction <and>, %w : vector<8xi32> into i32
  %11 = vector.reduction <and>, %w : vector<8xi32> into i32
  // CHECK: vector.reduction <or>, %w : vector<8xi32> into i32
  %12 = vector.reduction <or>, %w : vector<8xi32> into i32
  // CHECK: vector.reduction <xor>, %w : vector<8xi32> into i32
  %13 = vector.reduction <xor>, %w : vector<8xi32> into i32
  // CHECK: vector.reduction <add>, %x : vector<f64> into f64
  %14 = vector.reduction <add>, %x : vector<f64> into f64
  return
}
