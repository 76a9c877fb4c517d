// cf.switch with a default, cases with and without operands, and none.
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK: cf.switch %flag : i32, [
// CHECK-SAME: default: ^bb1(%a : i32),
// CHECK-SAME: 42: ^bb2,
// CHECK-SAME: -3: ^bb1(%flag : i32)
// CHECK-SAME: ]
// CHECK: cf.switch %flag : i32, [
// CHECK-SAME: default: ^bb2]
func.func @f(%flag: i32, %a: i32) -> i32 {
  cf.switch %flag : i32, [
    default: ^bb1(%a : i32),
    42: ^bb2,
    -3: ^bb1(%flag : i32)
  ]
^bb1(%x: i32):
  cf.switch %flag : i32, [
    default: ^bb2
  ]
^bb2:
  return %a : i32
}
