// scf.index_switch is read and verified in generic form; its custom form
// ("case N {...}" regions) is not in affc's grammar yet.
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK: %0 = "scf.index_switch"(%x) ({
// CHECK-NEXT: scf.yield %y : f32
// CHECK-NEXT: }, {
// CHECK-NEXT: scf.yield %z : f32
// CHECK-NEXT: }, {
// CHECK-NEXT: scf.yield %y : f32
// CHECK-NEXT: }) {cases = array<i64: 2, 5>} : (index) -> f32
func.func @f(%x: index, %y: f32, %z: f32) -> f32 {
  %0 = "scf.index_switch"(%x) <{cases = array<i64: 2, 5>}> ({
    "scf.yield"(%y) : (f32) -> ()
  }, {
    "scf.yield"(%z) : (f32) -> ()
  }, {
    "scf.yield"(%y) : (f32) -> ()
  }) : (index) -> f32
  return %0 : f32
}
