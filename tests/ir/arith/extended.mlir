// The two-result ops: arith.addui_extended (sum and an i1-like overflow
// bit) and arith.mulsi_extended / arith.mului_extended (low and high
// halves), on scalars, index and vectors.
// RUN: %affc --emit=mlir %s | FileCheck %s

// CHECK-LABEL: func.func @extended(
// CHECK-NEXT: %sum, %overflow = arith.addui_extended %arg0, %arg0 : i32, i1
// CHECK-NEXT: %sum_0, %overflow_1 = arith.addui_extended %arg2, %arg2 : vector<4xi8>, vector<4xi1>
// CHECK-NEXT: %sum_2, %overflow_3 = arith.addui_extended %arg1, %arg1 : index, i1
// CHECK-NEXT: %low, %high = arith.mulsi_extended %arg0, %arg0 : i32
// CHECK-NEXT: %low_4, %high_5 = arith.mului_extended %arg2, %arg2 : vector<4xi8>
// CHECK-NEXT: %low_6, %high_7 = arith.mului_extended %arg3, %arg3 {tag} : tensor<?xi64>
// CHECK-NEXT: %low_8, %high_9 = arith.mulsi_extended %arg1, %arg1 : index
// CHECK-NEXT: %0 = arith.addi %sum, %low : i32
// CHECK-NEXT: %1 = arith.ori %overflow, %overflow : i1

func.func @extended(%arg0: i32, %arg1: index, %arg2: vector<4xi8>, %arg3: tensor<?xi64>) {
  %sum, %overflow = arith.addui_extended %arg0, %arg0 : i32, i1
  %sum_0, %overflow_1 = arith.addui_extended %arg2, %arg2 : vector<4xi8>, vector<4xi1>
  %sum_2, %overflow_3 = arith.addui_extended %arg1, %arg1 : index, i1
  %low, %high = arith.mulsi_extended %arg0, %arg0 : i32
  %low_4, %high_5 = arith.mului_extended %arg2, %arg2 : vector<4xi8>
  %low_6, %high_7 = arith.mului_extended %arg3, %arg3 {tag} : tensor<?xi64>
  %low_8, %high_9 = arith.mulsi_extended %arg1, %arg1 : index
  %0 = arith.addi %sum, %low : i32
  %1 = arith.ori %overflow, %overflow : i1
  return
}
