// A scope with results needs its return written: the implicit one returns
// nothing.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: memref_alloca_scope_implicit_return.mlir:7:8: error: 'memref.alloca_scope' op along control flow edge from Operation memref.alloca_scope.return to parent: region branch point has 0 operands, but region successor needs 1 inputs
// CHECK: memref_alloca_scope_implicit_return.mlir:7:8: note: region branch point
func.func @f() -> f32 {
  %r = memref.alloca_scope -> (f32) {
    %x = arith.constant 1.0 : f32
  }
  return %r : f32
}
