// memref.alloca needs an enclosing automatic allocation scope.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: memref_alloca_scope.mlir:4:6: error: 'memref.alloca' op requires an ancestor op with AutomaticAllocationScope trait
%0 = memref.alloca() : memref<4xf32>
