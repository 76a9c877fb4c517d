// Only func.func's regions (and those of ops written in generic form
// within them) name func ops without their prefix; in scf.if's else
// region, after an affine.for in its then region, `call` is refused with
// MLIR's message (two spaces and all).
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: short_op_nested_region.mlir:12:5: error: Dialect `' not found for custom op 'call'  (tried '.call' as well)
func.func private @g()
func.func @f(%t: i1) {
  scf.if %t {
    affine.for %i = 0 to 2 {}
  } else {
    call @g() : () -> ()
  }
  return
}
