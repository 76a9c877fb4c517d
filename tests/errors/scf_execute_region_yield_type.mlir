// scf.execute_region yields its result types.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'scf.execute_region' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'f32' should match successor input type #0 'i32'
func.func @f(%x: f32) {
  %0 = scf.execute_region -> i32 {
    scf.yield %x : f32
  }
  return
}
