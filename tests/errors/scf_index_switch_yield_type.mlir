// Every region of scf.index_switch yields the result types.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: scf_index_switch_yield_type.mlir:6:8: error: 'scf.index_switch' op expected result #0 of each region to be 'i32'
// CHECK: scf_index_switch_yield_type.mlir:6:44: note: case region #0 returns 'i64' here
func.func @f(%x: index, %a: i32, %b: i64) -> i32 {
  %r = scf.index_switch %x -> i32 case 3 { scf.yield %b : i64 } default { scf.yield %a : i32 }
  return %r : i32
}
