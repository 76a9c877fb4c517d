// "attributes {...}" on a function, with and without a body.
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK: func.func @f(%a: i32) -> i32 attributes {foo.inline, foo.level = 3 : i64} {
// CHECK: func.func private @g() attributes {foo.ext}
func.func @f(%a: i32) -> i32 attributes {foo.level = 3, foo.inline} {
  return %a : i32
}
func.func private @g() attributes {foo.ext}
