// A memref whose element type is not a type.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: parse_bad_memref_elem.mlir:4:27: error: unexpected identifier
func.func @f(%A: memref<4xfoo>) {
  return
}
