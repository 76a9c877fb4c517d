// A dense hex string with an odd number of digits.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: parse_dense_hex_odd.mlir:5:29: error: elements hex string has an odd number of hex digits (3)
func.func @f() -> vector<2xi8> {
  %0 = arith.constant dense<"0x010"> : vector<2xi8>
  return %0 : vector<2xi8>
}
