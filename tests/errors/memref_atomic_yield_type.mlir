// memref.atomic_yield yields the element type of its parent.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: memref_atomic_yield_type.mlir:7:5: error: 'memref.atomic_yield' op types mismatch between yield op: 'f64' and its parent: 'f32'
func.func @f(%m: memref<8xf32>, %i: index, %x: f64) {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<8xf32> {
  ^bb0(%cur: f32):
    memref.atomic_yield %x : f64
  }
  return
}
