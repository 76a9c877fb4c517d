// An affine constant that does not fit in 64 bits.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: parse_int_overflow_affine.mlir:4:33: error: constant too large for index
#map = affine_map<(d0) -> (d0 + 99999999999999999999)>
