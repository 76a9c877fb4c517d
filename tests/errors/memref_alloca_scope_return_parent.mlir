// memref.alloca_scope.return only ends a memref.alloca_scope.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: memref_alloca_scope_return_parent.mlir:6:3: error: 'memref.alloca_scope.return' op expects parent op 'memref.alloca_scope'
func.func @f() {
  %x = arith.constant 1 : i32
  memref.alloca_scope.return %x : i32
}
