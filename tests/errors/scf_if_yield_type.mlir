// Both yields of scf.if produce the result types.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'scf.if' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'i32' should match successor input type #0 'f32'
func.func @f(%c: i1, %x: i32) {
  %r = scf.if %c -> (f32) {
    scf.yield %x : i32
  } else {
    scf.yield %x : i32
  }
  return
}
