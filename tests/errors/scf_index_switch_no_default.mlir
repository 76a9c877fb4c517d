// scf.index_switch needs a default region after its cases.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: scf_index_switch_no_default.mlir:6:3: error: custom op 'scf.index_switch' expected 'default'
func.func @f(%x: index) {
  scf.index_switch %x case 3 { scf.yield } case 4 { scf.yield }
  return
}
