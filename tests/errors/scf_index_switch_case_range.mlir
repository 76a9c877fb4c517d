// A case value must fit in 64 bits.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: scf_index_switch_case_range.mlir:5:49: error: integer value too large
func.func @f(%x: index) {
  scf.index_switch %x case 1 { scf.yield } case -9223372036854775809 { scf.yield } default { }
  return
}
