// An op that a known dialect does not have.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: parse_unknown_op_known_dialect.mlir:5:8: error: custom op 'affine.frobnicate' is unknown
func.func @f(%a: index) {
  %0 = affine.frobnicate %a : index
  return
}
