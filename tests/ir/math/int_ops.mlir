// The integer ops of math: absi, ctlz, cttz, ctpop and ipowi, on signless
// integers of any width, index, vectors and tensors.
// RUN: %affc --emit=mlir %s | FileCheck %s

// CHECK-LABEL: func.func @int_ops(
// CHECK-NEXT: %0 = math.absi %arg0 : i32
// CHECK-NEXT: %1 = math.ctlz %arg0 : i32
// CHECK-NEXT: %2 = math.cttz %arg1 : i8
// CHECK-NEXT: %3 = math.ctpop %arg2 : index
// CHECK-NEXT: %4 = math.ctlz %arg3 : vector<4xi16>
// CHECK-NEXT: %5 = math.absi %arg4 : tensor<?xi64>
// CHECK-NEXT: %6 = math.ipowi %arg0, %arg0 : i32
// CHECK-NEXT: %7 = math.ipowi %arg2, %arg2 : index
// CHECK-NEXT: %8 = math.ipowi %arg3, %arg3 {tag} : vector<4xi16>
// CHECK-NEXT: %9 = math.cttz %arg0 {tag = 1 : i32} : i32

func.func @int_ops(%arg0: i32, %arg1: i8, %arg2: index, %arg3: vector<4xi16>, %arg4: tensor<?xi64>) {
  %0 = math.absi %arg0 : i32
  %1 = math.ctlz %arg0 : i32
  %2 = math.cttz %arg1 : i8
  %3 = math.ctpop %arg2 : index
  %4 = math.ctlz %arg3 : vector<4xi16>
  %5 = math.absi %arg4 : tensor<?xi64>
  %6 = math.ipowi %arg0, %arg0 : i32
  %7 = math.ipowi %arg2, %arg2 : index
  %8 = math.ipowi %arg3, %arg3 {tag} : vector<4xi16>
  %9 = math.cttz %arg0 {tag = 1 : i32} : i32
  return
}
