// A tensor cannot hold memrefs.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: type_tensor_elem_memref.mlir:4:27: error: invalid tensor element type
func.func @f(%a: tensor<2xmemref<2xf32>>) {
  return
}
