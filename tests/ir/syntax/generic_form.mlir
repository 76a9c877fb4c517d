// The generic op form: operands, successors, properties, regions with
// block arguments, attribute dictionaries and result groups.
// RUN: %affc --emit=mlir %s | FileCheck %s
// ALLOW-UNREGISTERED

// CHECK-LABEL: func.func @generic
func.func @generic(%a: i32, %b: index) -> i32 {
  // CHECK: %[[R:.*]]:2 = "test.pair"(%{{.*}}, %{{.*}}) {{.*}}: (i32, index) -> (i32, f32)
  %r:2 = "test.pair"(%a, %b) <{kind = 3 : i32}> {note = "x"} : (i32, index) -> (i32, f32)
  // CHECK: "test.region"() ({
  // CHECK-NEXT: ^bb0(%{{.*}}: i32):
  // CHECK: }, {
  // CHECK: }) : () -> ()
  "test.region"() ({
  ^bb0(%x: i32):
    "test.use"(%x, %r#1) : (i32, f32) -> ()
    "test.end"() : () -> ()
  }, {
    "test.end"() : () -> ()
  }) : () -> ()
  // CHECK: arith.addi %
  %s = "arith.addi"(%r#0, %a) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
  "cf.br"(%s)[^bb1] : (i32) -> ()
^bb1(%y: i32):
  "func.return"(%y) : (i32) -> ()
}
