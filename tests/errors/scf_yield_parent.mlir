// scf.yield only ends the regions of scf ops.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'
func.func @f() {
  scf.yield
}
