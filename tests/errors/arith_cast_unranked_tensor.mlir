// Casts of unranked tensors fail MLIR's SameInputOutputTensorDims.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'arith.extf' op failed to verify that input and output have the same tensor dimensions
func.func @f(%a: tensor<*xf32>) {
  %0 = arith.extf %a : tensor<*xf32> to tensor<*xf64>
  return
}
