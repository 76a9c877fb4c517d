// vector.shuffle of 1-d, n-d and 0-d vectors, with a poison slice (-1) and
// an attribute: the result type is inferred, never written.
// RUN: %affc --emit=mlir %s | FileCheck %s

// CHECK-LABEL: func.func @shuffles
func.func @shuffles(%a: vector<4xf32>, %b: vector<2xf32>, %c: vector<2x4xi32>,
                    %d: vector<1x4xi32>, %t: vector<f32>) -> vector<5xf32> {
  // CHECK: %0 = vector.shuffle %a, %b [0, 5, 1, 4, 3] : vector<4xf32>, vector<2xf32>
  %0 = vector.shuffle %a, %b [0, 5, 1, 4, 3] : vector<4xf32>, vector<2xf32>
  // CHECK-NEXT: %1 = vector.shuffle %c, %d [2, 0, 1] : vector<2x4xi32>, vector<1x4xi32>
  %1 = vector.shuffle %c, %d [2, 0, 1] : vector<2x4xi32>, vector<1x4xi32>
  // CHECK-NEXT: %2 = vector.shuffle %a, %a [-1, 0] {tag} : vector<4xf32>, vector<4xf32>
  %2 = vector.shuffle %a, %a [-1, 0] {tag} : vector<4xf32>, vector<4xf32>
  // CHECK-NEXT: %3 = vector.shuffle %t, %t [0, 1] : vector<f32>, vector<f32>
  %3 = vector.shuffle %t, %t [0, 1] : vector<f32>, vector<f32>
  // CHECK-NEXT: %4 = vector.extract %1[2, 3] : i32 from vector<3x4xi32>
  %4 = vector.extract %1[2, 3] : i32 from vector<3x4xi32>
  return %0 : vector<5xf32>
}
