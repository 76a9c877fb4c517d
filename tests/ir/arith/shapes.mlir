// Elementwise arith ops on scalable vectors, 0-d vectors and unranked
// tensors: comparisons give i1 of the same shape (vector<[4]xi1>,
// tensor<*xi1>), casts keep the shape.
// RUN: %affc --emit=mlir %s | FileCheck %s

// CHECK-LABEL: func.func @shapes(
// CHECK-NEXT: %0 = arith.cmpi slt, %arg0, %arg0 : vector<[4]xi32>
// CHECK-NEXT: %1 = arith.addf %arg1, %arg1 : tensor<*xf32>
// CHECK-NEXT: %2 = arith.cmpf oeq, %arg1, %arg1 : tensor<*xf32>
// CHECK-NEXT: %3 = arith.mulf %arg2, %arg2 fastmath<fast> : vector<2x[4]xf32>
// CHECK-NEXT: %4 = arith.index_cast %arg3 : vector<[2]xindex> to vector<[2]xi32>
// CHECK-NEXT: %5 = arith.select %0, %arg0, %arg0 : vector<[4]xi1>, vector<[4]xi32>
// CHECK-NEXT: %6 = arith.negf %arg4 : vector<f32>
// CHECK-NEXT: %7 = arith.cmpf ogt, %arg4, %arg4 : vector<f32>
// CHECK-NEXT: %8 = arith.fptosi %arg2 : vector<2x[4]xf32> to vector<2x[4]xi16>

func.func @shapes(%arg0: vector<[4]xi32>, %arg1: tensor<*xf32>, %arg2: vector<2x[4]xf32>, %arg3: vector<[2]xindex>, %arg4: vector<f32>) {
  %0 = arith.cmpi slt, %arg0, %arg0 : vector<[4]xi32>
  %1 = arith.addf %arg1, %arg1 : tensor<*xf32>
  %2 = arith.cmpf oeq, %arg1, %arg1 : tensor<*xf32>
  %3 = arith.mulf %arg2, %arg2 fastmath<fast> : vector<2x[4]xf32>
  %4 = arith.index_cast %arg3 : vector<[2]xindex> to vector<[2]xi32>
  %5 = arith.select %0, %arg0, %arg0 : vector<[4]xi1>, vector<[4]xi32>
  %6 = arith.negf %arg4 : vector<f32>
  %7 = arith.cmpf ogt, %arg4, %arg4 : vector<f32>
  %8 = arith.fptosi %arg2 : vector<2x[4]xf32> to vector<2x[4]xi16>
  return
}
