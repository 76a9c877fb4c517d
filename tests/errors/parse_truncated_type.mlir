// A file that ends inside a memref type.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: parse_truncated_type.mlir:4:26: error: unexpected end of file
func.func @f(%A: memref<4x