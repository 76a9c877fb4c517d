// A memref holds numbers, complex numbers, vectors and memrefs, not none (MLIR's error, at the element type).
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: type_memref_elem_none.mlir:4:27: error: invalid memref element type
func.func @f(%a: memref<4xnone>) {
  return
}
