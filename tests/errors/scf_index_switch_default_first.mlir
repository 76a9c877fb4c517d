// The default region of scf.index_switch comes after every case.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: scf_index_switch_default_first.mlir:5:3: error: custom op 'scf.index_switch' 'default' must be the last region
func.func @f(%x: index) {
  scf.index_switch %x default { } case 3 { scf.yield }
  return
}
