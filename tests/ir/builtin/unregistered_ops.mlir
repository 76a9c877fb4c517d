// ALLOW-UNREGISTERED
// Ops of an unknown dialect are kept and printed in generic form, with
// their operands, results, attributes and regions.
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK-LABEL: func.func @f(%a: i32) -> i32 {
// CHECK-NEXT: %0 = "foo.op"(%a) {bar = 1 : i64} : (i32) -> i32
// CHECK-NEXT: %1:2 = "foo.pair"() : () -> (i32, f32)
// CHECK-NEXT: "foo.sink"(%0, %1#0) : (i32, i32) -> ()
// CHECK-NEXT: %2 = "foo.region"(%a) ({
// CHECK-NEXT: ^bb0(%x: i32):
// CHECK-NEXT: "foo.yield"(%x) : (i32) -> ()
// CHECK-NEXT: }) : (i32) -> i32
func.func @f(%a: i32) -> i32 {
  %0 = "foo.op"(%a) {bar = 1} : (i32) -> i32
  %1:2 = "foo.pair"() : () -> (i32, f32)
  "foo.sink"(%0, %1#0) : (i32, i32) -> ()
  %2 = "foo.region"(%a) ({
  ^bb0(%x: i32):
    "foo.yield"(%x) : (i32) -> ()
  }) : (i32) -> i32
  return %2 : i32
}
