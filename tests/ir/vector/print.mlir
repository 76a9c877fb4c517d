// RUN: %affc --emit=mlir %s | FileCheck %s

// vector.print, as mlir-runner tests use it: a value, a string, a
// punctuation mark; newline is the default punctuation.

// CHECK-LABEL: func.func @print
func.func @print(%v: vector<4xf32>, %f: f32, %i: index, %w: vector<2x3xi32>) {
  // CHECK: vector.print %v : vector<4xf32>
  vector.print %v : vector<4xf32>
  // CHECK-NEXT: vector.print %f : f32
  vector.print %f : f32
  // CHECK-NEXT: vector.print %i : index
  vector.print %i : index
  // CHECK-NEXT: vector.print %w : vector<2x3xi32> punctuation <no_punctuation>
  vector.print %w : vector<2x3xi32> punctuation <no_punctuation>
  // CHECK-NEXT: vector.print str "result: "
  vector.print str "result: "
  // CHECK-NEXT: vector.print punctuation <comma>
  vector.print punctuation <comma>
  // CHECK-NEXT: vector.print punctuation <open>
  vector.print punctuation <open>
  // CHECK-NEXT: vector.print punctuation <close>
  vector.print punctuation <close>
  // CHECK-NEXT: vector.print %f : f32
  vector.print %f : f32 punctuation <newline>
  // CHECK-NEXT: vector.print{{$}}
  vector.print
  // CHECK-NEXT: return
  return
}
