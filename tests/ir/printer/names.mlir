// Value names: source names are kept, result groups print as %name:N with
// uses %name#k, names may repeat in sibling regions and in other functions,
// and block labels are kept. Values written with numbers keep them too.
// ALLOW-UNREGISTERED
// RUN: %affc --emit=mlir %s | FileCheck %s

// CHECK-LABEL: func.func @keep(%a: i32, %b: i32) -> i32 {
// CHECK-NEXT: %sum = "p.add"(%a, %b) : (i32, i32) -> i32
// CHECK-NEXT: %pair:2 = "p.two"(%sum) : (i32) -> (i32, i32)
// CHECK-NEXT: %x, %y:2 = "p.three"() : () -> (i32, i32, i32)
// CHECK-NEXT: %7 = "p.use"(%pair#1, %x, %y#1) : (i32, i32, i32) -> i32
// CHECK-NEXT: return %pair#0 : i32
func.func @keep(%a: i32, %b: i32) -> i32 {
  %sum = "p.add"(%a, %b) : (i32, i32) -> i32
  %pair:2 = "p.two"(%sum) : (i32) -> (i32, i32)
  %x, %y:2 = "p.three"() : () -> (i32, i32, i32)
  %7 = "p.use"(%pair#1, %x, %y#1) : (i32, i32, i32) -> i32
  return %pair#0 : i32
}

// CHECK-LABEL: func.func @siblings(%a: i32) {
// CHECK-NEXT: %r = "p.region"() ({
// CHECK-NEXT:   %in = "p.op"(%a) : (i32) -> i32
// CHECK-NEXT:   "p.yield"(%in) : (i32) -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg: i32):
// CHECK-NEXT:   %in = "p.op"(%arg) : (i32) -> i32
// CHECK-NEXT:   "p.yield"(%in) : (i32) -> ()
// CHECK-NEXT: }) : () -> i32
// CHECK-NEXT: return
func.func @siblings(%a: i32) {
  %r = "p.region"() ({
    %in = "p.op"(%a) : (i32) -> i32
    "p.yield"(%in) : (i32) -> ()
  }, {
  ^bb0(%arg: i32):
    %in = "p.op"(%arg) : (i32) -> i32
    "p.yield"(%in) : (i32) -> ()
  }) : () -> i32
  return
}

// CHECK-LABEL: func.func @blocks(%c: i1, %v: i32) -> i32 {
// CHECK-NEXT: cf.cond_br %c, ^left(%v : i32), ^exit
// CHECK-NEXT: ^left(%w: i32):
// CHECK-NEXT: cf.br ^exit
// CHECK-NEXT: ^exit:
// CHECK-NEXT: return %v : i32
func.func @blocks(%c: i1, %v: i32) -> i32 {
  cf.cond_br %c, ^left(%v : i32), ^exit
^left(%w: i32):
  cf.br ^exit
^exit:
  return %v : i32
}

// CHECK-LABEL: func.func @numbers(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = "p.op"(%arg0) : (i32) -> i32
// CHECK-NEXT: %1:2 = "p.op"(%0) : (i32) -> (i32, i32)
// CHECK-NEXT: return %1#1 : i32
func.func @numbers(%arg0: i32) -> i32 {
  %0 = "p.op"(%arg0) : (i32) -> i32
  %1:2 = "p.op"(%0) : (i32) -> (i32, i32)
  return %1#1 : i32
}
