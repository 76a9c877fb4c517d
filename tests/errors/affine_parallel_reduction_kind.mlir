// A reduction kind that AtomicRMWKind does not have.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: affine_parallel_reduction_kind.mlir:5:51: error: custom op 'affine.parallel' invalid reduction value: "xorf"
func.func @f(%x: i32) {
  %r = affine.parallel (%i) = (0) to (10) reduce ("xorf") -> (i32) {
    affine.yield %x : i32
  }
  return
}
