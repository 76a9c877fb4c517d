// An scf.if that defines values must yield them.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'scf.if' op along control flow edge from Operation scf.yield to parent: region branch point has 0 operands, but region successor needs 1 inputs
func.func @f(%c: i1, %x: i32) {
  %r = scf.if %c -> (i32) {
    scf.yield
  } else {
    scf.yield %x : i32
  }
  return
}
