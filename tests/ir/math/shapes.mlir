// Math ops on scalable vectors, 0-d vectors and unranked tensors.
// RUN: %affc --emit=mlir %s | FileCheck %s

// CHECK-LABEL: func.func @shapes(
// CHECK-NEXT: %0 = math.isnan %arg1 : vector<2x[4]xf32>
// CHECK-NEXT: %1 = math.sqrt %arg0 : tensor<*xf32>
// CHECK-NEXT: %sin, %cos = math.sincos %arg0 : tensor<*xf32>
// CHECK-NEXT: %2 = math.exp %arg2 fastmath<fast> : vector<f64>
// CHECK-NEXT: %3 = math.isinf %arg0 : tensor<*xf32>
// CHECK-NEXT: %4 = math.ctpop %arg3 : vector<[8]xi32>
// CHECK-NEXT: %5 = math.fma %arg1, %arg1, %arg1 : vector<2x[4]xf32>

func.func @shapes(%arg0: tensor<*xf32>, %arg1: vector<2x[4]xf32>, %arg2: vector<f64>, %arg3: vector<[8]xi32>) {
  %0 = math.isnan %arg1 : vector<2x[4]xf32>
  %1 = math.sqrt %arg0 : tensor<*xf32>
  %sin, %cos = math.sincos %arg0 : tensor<*xf32>
  %2 = math.exp %arg2 fastmath<fast> : vector<f64>
  %3 = math.isinf %arg0 : tensor<*xf32>
  %4 = math.ctpop %arg3 : vector<[8]xi32>
  %5 = math.fma %arg1, %arg1, %arg1 : vector<2x[4]xf32>
  return
}
