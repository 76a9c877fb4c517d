// The product of two dimensions is not affine.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: parse_non_affine_mul.mlir:4:35: error: non-affine expression: at least one of the multiply operands has to be either a constant or symbolic
#map = affine_map<(d0, d1) -> (d0 * d1)>
