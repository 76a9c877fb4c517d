// The body of memref.generic_atomic_rmw may not touch memory: MLIR
// reports the op that does, without naming it.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: memref_generic_atomic_rmw_effect.mlir:8:5: error: body of 'memref.generic_atomic_rmw' should contain only operations with no side effects
func.func @f(%m: memref<8xf32>, %i: index) {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<8xf32> {
  ^bb0(%cur: f32):
    memref.store %cur, %m[%i] : memref<8xf32>
    memref.atomic_yield %cur : f32
  }
  return
}
