// A memref.global must have a static shape.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: memref_global_dynamic.mlir:4:1: error: custom op 'memref.global' type should be static shaped memref, but got 'memref<?xf32>'
memref.global @g : memref<?xf32>
