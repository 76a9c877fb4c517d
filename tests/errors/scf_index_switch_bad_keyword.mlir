// Only case N and default may introduce a region of scf.index_switch.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: scf_index_switch_bad_keyword.mlir:5:3: error: custom op 'scf.index_switch' expected 'case' or 'default' before a region
func.func @f(%x: index) {
  scf.index_switch %x case 1 { scf.yield } otherwise { scf.yield } default { }
  return
}
