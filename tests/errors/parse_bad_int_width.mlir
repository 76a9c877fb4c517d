// An integer type wider than MLIR allows.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: parse_bad_int_width.mlir:4:18: error: integer bitwidth is limited to 16777215 bits
func.func @f(%a: i99999999) {
  return
}
