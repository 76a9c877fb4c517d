// sym_visibility is public, private or nested.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: memref_global_visibility.mlir:4:1: error: 'memref.global' op visibility expected to be one of ["public", "private", "nested"], but got "hidden"
memref.global "hidden" @g : memref<3xf32>
