// The initial value of a memref.global must have its shape.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: memref_global_init_shape.mlir:4:1: error: 'memref.global' op initial value shape expected to be 2, 3 but was 3, 2
"memref.global"() <{sym_name = "g", type = memref<2x3xf32>, initial_value = dense<1.0> : tensor<3x2xf32>}> : () -> ()
