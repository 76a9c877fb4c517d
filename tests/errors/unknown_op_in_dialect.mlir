// An op a registered dialect does not have, in the generic form, is
// mlir-opt's error even with --allow-unregistered-dialect (an unknown
// dialect's ops are kept). (Found by the fuzzer: the C emitter took
// "math.isean" for a math op and crashed.)
// RUN: not %affc %s 2>&1 | FileCheck %s
// RUN: not %affc --allow-unregistered-dialect %s 2>&1 | FileCheck %s
// CHECK: unknown_op_in_dialect.mlir:[[@LINE+2]]:8: error: unregistered operation 'math.isean' found in dialect ('math') that does not allow unknown operations
func.func @f(%a: vector<4xf32>) {
  %0 = "math.isean"(%a) : (vector<4xf32>) -> i1
  return
}
