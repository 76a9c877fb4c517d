// The region of memref.alloca_scope takes no arguments.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: memref_alloca_scope_args.mlir:5:3: error: 'memref.alloca_scope' op region should have no arguments
func.func @f() {
  memref.alloca_scope {
  ^bb0(%a: index):
  }
  return
}
