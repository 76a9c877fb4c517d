// arith.cmpi with every predicate on integers, index, vectors and tensors;
// the result is i1 shaped like the operands.
// RUN: %affc --emit=mlir %s | FileCheck %s

// CHECK-LABEL: func.func @cmpi(
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.cmpi ne, %arg0, %arg1 : i32
// CHECK-NEXT: %2 = arith.cmpi slt, %arg0, %arg1 : i32
// CHECK-NEXT: %3 = arith.cmpi sle, %arg0, %arg1 : i32
// CHECK-NEXT: %4 = arith.cmpi sgt, %arg0, %arg1 : i32
// CHECK-NEXT: %5 = arith.cmpi sge, %arg0, %arg1 : i32
// CHECK-NEXT: %6 = arith.cmpi ult, %arg0, %arg1 : i32
// CHECK-NEXT: %7 = arith.cmpi ule, %arg0, %arg1 : i32
// CHECK-NEXT: %8 = arith.cmpi ugt, %arg0, %arg1 : i32
// CHECK-NEXT: %9 = arith.cmpi uge, %arg0, %arg1 : i32
// CHECK-NEXT: %10 = arith.cmpi ult, %arg2, %arg2 : index
// CHECK-NEXT: %11 = arith.cmpi sge, %arg3, %arg3 : vector<4xi8>
// CHECK-NEXT: %12 = arith.cmpi ne, %arg4, %arg4 : tensor<2x?xi64>
// CHECK-NEXT: %13 = arith.cmpi slt, %arg0, %arg1 : i32
// CHECK-NEXT: %14 = arith.cmpi eq, %arg0, %arg1 {tag} : i32

func.func @cmpi(%arg0: i32, %arg1: i32, %arg2: index, %arg3: vector<4xi8>, %arg4: tensor<2x?xi64>) {
  %0 = arith.cmpi eq, %arg0, %arg1 : i32
  %1 = arith.cmpi ne, %arg0, %arg1 : i32
  %2 = arith.cmpi slt, %arg0, %arg1 : i32
  %3 = arith.cmpi sle, %arg0, %arg1 : i32
  %4 = arith.cmpi sgt, %arg0, %arg1 : i32
  %5 = arith.cmpi sge, %arg0, %arg1 : i32
  %6 = arith.cmpi ult, %arg0, %arg1 : i32
  %7 = arith.cmpi ule, %arg0, %arg1 : i32
  %8 = arith.cmpi ugt, %arg0, %arg1 : i32
  %9 = arith.cmpi uge, %arg0, %arg1 : i32
  %10 = arith.cmpi ult, %arg2, %arg2 : index
  %11 = arith.cmpi sge, %arg3, %arg3 : vector<4xi8>
  %12 = arith.cmpi ne, %arg4, %arg4 : tensor<2x?xi64>
  %13 = arith.cmpi "slt", %arg0, %arg1 : i32
  %14 = arith.cmpi eq, %arg0, %arg1 {tag} : i32
  return
}
