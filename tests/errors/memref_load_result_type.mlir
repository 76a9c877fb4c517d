// The generic form of memref.load must produce the element type.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: memref_load_result_type.mlir:5:8: error: 'memref.load' op failed to verify that result type matches element type of 'memref'
func.func @f(%A: memref<4xf32>, %i: index) {
  %0 = "memref.load"(%A, %i) : (memref<4xf32>, index) -> i32
  return
}
