// A dense hex blob that holds neither one element nor all of them.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: parse_dense_hex_size.mlir:5:23: error: elements hex data size is invalid for provided type: 'vector<3xi16>' (4 bytes)
func.func @f() -> vector<3xi16> {
  %0 = arith.constant dense<"0x01000200"> : vector<3xi16>
  return %0 : vector<3xi16>
}
