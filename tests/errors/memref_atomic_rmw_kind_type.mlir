// memref.atomic_rmw addf works on floats only (MLIR's message).
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: memref_atomic_rmw_kind_type.mlir:5:8: error: 'memref.atomic_rmw' op with kind 'addf' expects a floating-point type
func.func @f(%m: memref<8xi32>, %i: index, %v: i32) {
  %0 = memref.atomic_rmw addf %v, %m[%i] : (i32, memref<8xi32>) -> i32
  return
}
