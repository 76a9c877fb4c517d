// memref.alloca_scope.return must return the scope's result types.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: memref_alloca_scope_return_type.mlir:7:8: error: 'memref.alloca_scope' op along control flow edge from Operation memref.alloca_scope.return to parent: successor operand type #0 'i32' should match successor input type #0 'f32'
// CHECK: memref_alloca_scope_return_type.mlir:9:5: note: region branch point
// CHECK-NOT: error
func.func @f() -> f32 {
  %r = memref.alloca_scope -> (f32) {
    %x = arith.constant 1 : i32
    memref.alloca_scope.return %x : i32
  }
  return %r : f32
}
