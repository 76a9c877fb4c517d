// Hex dense data for an element type affc does not decode: f80 values are
// kept as doubles, which cannot hold the raw bits.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: parse_dense_hex_elem_type.mlir:6:23: error: hex dense elements of type 'f80' are not supported
func.func @f() -> vector<1xf80> {
  %0 = arith.constant dense<"0x0000000000000080FF3F"> : vector<1xf80>
  return %0 : vector<1xf80>
}
