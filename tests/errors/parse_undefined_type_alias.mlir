// A reference to a type alias that is never defined.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: parse_undefined_type_alias.mlir:4:18: error: undefined symbol alias id 'undefined_type'
func.func @f(%a: !undefined_type) {
  return
}
