// arith.constant on vectors and tensors: dense splats and element lists,
// nested lists for higher ranks, i1, index and float elements (also in
// hex), and a splat of a scalable vector.
// RUN: %affc --emit=mlir %s | FileCheck %s

// CHECK-LABEL: func.func @dense(
// CHECK-NEXT: %cst = arith.constant dense<1.000000e+00> : vector<4xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense<[1.000000e+00, 2.000000e+00]> : vector<2xf32>
// CHECK-NEXT: %cst_1 = arith.constant dense<[1, 2, 3]> : vector<3xi32>
// CHECK-NEXT: %cst_2 = arith.constant dense<{{\[\[}}1, 2], [3, 4]]> : vector<2x2xi64>
// CHECK-NEXT: %cst_3 = arith.constant dense<true> : vector<2xi1>
// CHECK-NEXT: %cst_4 = arith.constant dense<[true, false]> : vector<2xi1>
// CHECK-NEXT: %cst_5 = arith.constant dense<[-1, 2]> : vector<2xindex>
// CHECK-NEXT: %cst_6 = arith.constant dense<0x7FC00000> : vector<2xf32>
// CHECK-NEXT: %cst_7 = arith.constant dense<[-0.000000e+00, 0x7F800000]> : vector<2xf32>
// CHECK-NEXT: %cst_8 = arith.constant dense<[1.000000e+00, 2.500000e+00]> : tensor<2xf32>
// CHECK-NEXT: %cst_9 = arith.constant dense<0> : tensor<2x3xi8>
// CHECK-NEXT: %cst_10 = arith.constant dense<1.500000e+00> : vector<[4]xf32>
// CHECK-NEXT: %cst_11 = arith.constant dense<{{\[\[}}5.000000e-01, 1.500000e+00, 2.500000e+00]]> : vector<1x3xf64>
// CHECK-NEXT: %cst_12 = arith.constant dense<-1> : vector<2xi8>
// CHECK-NEXT: %cst_13 = arith.constant dense<7> : vector<i32>

func.func @dense() {
  %cst = arith.constant dense<1.0> : vector<4xf32>
  %cst_0 = arith.constant dense<[1.0, 2.0]> : vector<2xf32>
  %cst_1 = arith.constant dense<[1, 2, 3]> : vector<3xi32>
  %cst_2 = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xi64>
  %cst_3 = arith.constant dense<true> : vector<2xi1>
  %cst_4 = arith.constant dense<[true, false]> : vector<2xi1>
  %cst_5 = arith.constant dense<[-1, 2]> : vector<2xindex>
  %cst_6 = arith.constant dense<0x7FC00000> : vector<2xf32>
  %cst_7 = arith.constant dense<[-0.0, 0x7F800000]> : vector<2xf32>
  %cst_8 = arith.constant dense<[1.0, 2.5]> : tensor<2xf32>
  %cst_9 = arith.constant dense<0> : tensor<2x3xi8>
  %cst_10 = arith.constant dense<1.5> : vector<[4]xf32>
  %cst_11 = arith.constant dense<[[0.5, 1.5, 2.5]]> : vector<1x3xf64>
  %cst_12 = arith.constant dense<-1> : vector<2xi8>
  %cst_13 = arith.constant dense<7> : vector<i32>
  return
}
