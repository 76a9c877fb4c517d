// A dense hex string with a character that is no hex digit.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: parse_dense_hex_char.mlir:5:34: error: elements hex string has a non-hex character 'g'
func.func @f() -> vector<2xi8> {
  %0 = arith.constant dense<"0x01g2"> : vector<2xi8>
  return %0 : vector<2xi8>
}
