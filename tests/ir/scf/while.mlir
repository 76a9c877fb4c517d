// scf.while with loop-carried values: before region arguments are named in
// the header, the after region's in its entry block.
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK: %r = scf.while (%a = %x) : (i32) -> i32 {
// CHECK-NEXT: %c = arith.cmpi slt, %a, %n : i32
// CHECK-NEXT: scf.condition(%c) %a : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%b: i32):
// CHECK-NEXT: %d = arith.addi %b, %b : i32
// CHECK-NEXT: scf.yield %d : i32
// CHECK-NEXT: }
func.func @f(%x: i32, %n: i32) -> i32 {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %c = arith.cmpi slt, %a, %n : i32
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    %d = arith.addi %b, %b : i32
    scf.yield %d : i32
  }
  return %r : i32
}
