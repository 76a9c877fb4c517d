// vector.reduction knows only the combining kinds of MLIR.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: vector_reduction_kind.mlir:5:26: error: custom op 'vector.reduction' expected ::mlir::vector::CombiningKind to be one of: add, mul, minui, minsi, minnumf, maxui, maxsi, maxnumf, and, or, xor, maximumf, minimumf
func.func @f(%v: vector<4xf32>) -> f32 {
  %0 = vector.reduction <foo>, %v : vector<4xf32> into f32
  return %0 : f32
}
