// Symbol names that are not identifiers are quoted, in definitions and calls.
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK: func.func private @"ext fn"(i32)
// CHECK: {{(func\.)?}}call @"ext fn"(%a) : (i32) -> ()
func.func private @"ext fn"(i32)
func.func @f(%a: i32) {
  func.call @"ext fn"(%a) : (i32) -> ()
  return
}
