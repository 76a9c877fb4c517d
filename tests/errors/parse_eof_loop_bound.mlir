// A file that ends where affine.for needs its lower bound.
// RUN: not %affc %s 2>&1 | FileCheck %s
// RUN: not %mlir-opt %s 2>&1 | FileCheck %s
// CHECK: parse_eof_loop_bound.mlir:6:18: error: expected attribute value
func.func @f() {
  affine.for %i =
