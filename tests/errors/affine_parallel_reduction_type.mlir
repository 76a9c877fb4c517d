// The maxs reduction takes signed integers (si32), not signless ones.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: affine_parallel_reduction_type.mlir:5:8: error: 'affine.parallel' op result type cannot match reduction attribute
func.func @f(%x: i32) {
  %r = affine.parallel (%i) = (0) to (10) reduce ("maxs") -> (i32) {
    affine.yield %x : i32
  }
  return
}
