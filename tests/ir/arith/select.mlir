// arith.select with an i1 condition (": T") and with a vector or tensor
// condition of the values' shape (": C, T"); any value type.
// RUN: %affc --emit=mlir %s | FileCheck %s

// CHECK-LABEL: func.func @select(
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg1 : i32
// CHECK-NEXT: %1 = arith.select %arg0, %arg2, %arg2 : f32
// CHECK-NEXT: %2 = arith.select %arg0, %arg4, %arg4 : vector<4xf32>
// CHECK-NEXT: %3 = arith.select %arg3, %arg4, %arg4 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %4 = arith.select %arg5, %arg6, %arg6 : tensor<2x?xi1>, tensor<2x?xi64>
// CHECK-NEXT: %5 = arith.select %arg0, %arg7, %arg7 : memref<4xf32>
// CHECK-NEXT: %6 = arith.select %arg0, %arg8, %arg8 {tag} : index
// CHECK-NEXT: %7 = arith.select %arg0, %arg0, %arg0 : i1

func.func @select(%arg0: i1, %arg1: i32, %arg2: f32, %arg3: vector<4xi1>, %arg4: vector<4xf32>, %arg5: tensor<2x?xi1>, %arg6: tensor<2x?xi64>, %arg7: memref<4xf32>, %arg8: index) {
  %0 = arith.select %arg0, %arg1, %arg1 : i32
  %1 = arith.select %arg0, %arg2, %arg2 : f32
  %2 = arith.select %arg0, %arg4, %arg4 : vector<4xf32>
  %3 = arith.select %arg3, %arg4, %arg4 : vector<4xi1>, vector<4xf32>
  %4 = arith.select %arg5, %arg6, %arg6 : tensor<2x?xi1>, tensor<2x?xi64>
  %5 = arith.select %arg0, %arg7, %arg7 : memref<4xf32>
  %6 = arith.select %arg0, %arg8, %arg8 {tag} : index
  %7 = arith.select %arg0, %arg0, %arg0 : i1
  return
}
