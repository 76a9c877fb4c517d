// An unranked memref's element type obeys the same rule as a ranked one's.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: type_memref_unranked_elem_tuple.mlir:4:27: error: invalid memref element type
func.func @f(%a: memref<*xtuple<i32>>) {
  return
}
