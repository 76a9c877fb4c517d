// memref.get_global must name a memref.global.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: memref_get_global_unknown.mlir:5:8: error: 'memref.get_global' op 'nope' does not reference a valid global memref
func.func @f() {
  %0 = memref.get_global @nope : memref<4xf32>
  return
}
