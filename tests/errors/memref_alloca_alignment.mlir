// The alignment of memref.alloca must be a power of two.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: memref_alloca_alignment.mlir:5:8: error: 'memref.alloca' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0
func.func @f() {
  %0 = "memref.alloca"() <{alignment = 3 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
  return
}
