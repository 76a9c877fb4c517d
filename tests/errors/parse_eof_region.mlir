// A file that ends where affine.for needs its body.
// RUN: not %affc %s 2>&1 | FileCheck %s
// RUN: not %mlir-opt %s 2>&1 | FileCheck %s
// CHECK: parse_eof_region.mlir:6:25: error: expected '{' to begin a region
func.func @f() {
  affine.for %i = 0 to 4
