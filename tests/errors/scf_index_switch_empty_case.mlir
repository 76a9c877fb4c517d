// A case region is not given an implicit terminator: it must have one.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: scf_index_switch_empty_case.mlir:5:3: error: 'scf.index_switch' op region #1 ('caseRegions') failed to verify constraint: region with 1 blocks
func.func @f(%x: index) {
  scf.index_switch %x case 3 { } default { }
  return
}
