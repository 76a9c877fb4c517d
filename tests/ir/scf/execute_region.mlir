// scf.execute_region with and without results, several blocks, no_inline.
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK: %r = scf.execute_region -> i32 {
// CHECK-NEXT: cf.cond_br %c, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: scf.yield %x : i32
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: scf.yield %y : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.execute_region {
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: %p:2 = scf.execute_region -> (i32, i32) no_inline {
// CHECK-NEXT: scf.yield %x, %y : i32, i32
// CHECK-NEXT: }
func.func @f(%c: i1, %x: i32, %y: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %x : i32
  ^bb2:
    scf.yield %y : i32
  }
  scf.execute_region {
    scf.yield
  }
  %p:2 = scf.execute_region -> (i32, i32) no_inline {
    scf.yield %x, %y : i32, i32
  }
  return %r : i32
}
