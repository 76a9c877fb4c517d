// scf.index_switch case values must differ.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: scf_index_switch_duplicate.mlir:5:3: error: 'scf.index_switch' op has duplicate case value: 3
func.func @f(%x: index) {
  scf.index_switch %x case 3 { scf.yield } case 3 { scf.yield } default { }
  return
}
