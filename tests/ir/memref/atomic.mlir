// memref.atomic_rmw with each of arith's AtomicRMWKinds the types allow,
// and memref.generic_atomic_rmw, whose body (no side effects) computes the
// value memref.atomic_yield stores; both give the element's old value.
// RUN: %affc --emit=mlir %s | FileCheck %s

// CHECK-LABEL: func.func @atomic
func.func @atomic(%f: memref<8xf32>, %n: memref<4x4xi64>, %i: index,
                  %x: f32, %y: i64) -> (f32, i64) {
  // CHECK-NEXT: %0 = memref.atomic_rmw addf %x, %f[%i] : (f32, memref<8xf32>) -> f32
  %0 = memref.atomic_rmw addf %x, %f[%i] : (f32, memref<8xf32>) -> f32
  // CHECK-NEXT: %1 = memref.atomic_rmw maximumf %x, %f[%i] : (f32, memref<8xf32>) -> f32
  %1 = memref.atomic_rmw maximumf %x, %f[%i] : (f32, memref<8xf32>) -> f32
  // CHECK-NEXT: %2 = memref.atomic_rmw assign %x, %f[%i] : (f32, memref<8xf32>) -> f32
  %2 = memref.atomic_rmw assign %x, %f[%i] : (f32, memref<8xf32>) -> f32
  // CHECK-NEXT: %3 = memref.atomic_rmw maxs %y, %n[%i, %i] : (i64, memref<4x4xi64>) -> i64
  %3 = memref.atomic_rmw maxs %y, %n[%i, %i] : (i64, memref<4x4xi64>) -> i64
  // CHECK-NEXT: %4 = memref.atomic_rmw xori %y, %n[%i, %i] {tag} : (i64, memref<4x4xi64>) -> i64
  %4 = memref.atomic_rmw xori %y, %n[%i, %i] {tag} : (i64, memref<4x4xi64>) -> i64
  // CHECK-NEXT: %5 = memref.atomic_rmw muli %y, %n[%i, %i] : (i64, memref<4x4xi64>) -> i64
  %5 = "memref.atomic_rmw"(%y, %n, %i, %i) <{kind = 13 : i64}> : (i64, memref<4x4xi64>, index, index) -> i64
  // CHECK-NEXT: %6 = memref.generic_atomic_rmw %f[%i] : memref<8xf32> {
  // CHECK-NEXT: ^bb0(%cur: f32):
  // CHECK-NEXT:   %d = arith.mulf %cur, %x : f32
  // CHECK-NEXT:   memref.atomic_yield %d : f32
  // CHECK-NEXT: }
  %6 = memref.generic_atomic_rmw %f[%i] : memref<8xf32> {
  ^bb0(%cur: f32):
    %d = arith.mulf %cur, %x : f32
    memref.atomic_yield %d : f32
  }
  return %6, %5 : f32, i64
}
