// cf.cond_br with operands for either successor, and with attributes.
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK: cf.cond_br %c, ^bb1(%a : i32), ^bb2
// CHECK: cf.cond_br %c, ^bb3, ^bb3 {foo.weights = [1, 2]}
// CHECK: cf.cond_br %c, ^bb4(%a, %a : i32, i32), ^bb4(%x, %a : i32, i32)
func.func @f(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  cf.cond_br %c, ^bb3, ^bb3 {foo.weights = [1, 2]}
^bb2:
  return %a : i32
^bb3:
  cf.cond_br %c, ^bb4(%a, %a : i32, i32), ^bb4(%x, %a : i32, i32)
^bb4(%p: i32, %q: i32):
  return %p : i32
}
