// scf.index_switch in generic form: the default region comes first, then
// one region per case value; affc prints the custom form.
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK: %0 = scf.index_switch %x -> f32 {{$}}
// CHECK-NEXT: case 2 {
// CHECK-NEXT: scf.yield %z : f32
// CHECK-NEXT: }
// CHECK-NEXT: case 5 {
// CHECK-NEXT: scf.yield %y : f32
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: scf.yield %y : f32
// CHECK-NEXT: }
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
