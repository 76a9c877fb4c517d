// An array<...> attribute that is never closed with '>'.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: parse_bad_array_attr.mlir:4:47: error: unexpected '}'
func.func @f() attributes {a = array<i32: 1, 2} {
  return
}
