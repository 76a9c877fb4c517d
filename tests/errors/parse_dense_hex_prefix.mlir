// A dense hex string must start with 0x.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: parse_dense_hex_prefix.mlir:5:29: error: expected string containing hex digits starting with `0x`
func.func @f() -> vector<2xi8> {
  %0 = arith.constant dense<"0102"> : vector<2xi8>
  return %0 : vector<2xi8>
}
