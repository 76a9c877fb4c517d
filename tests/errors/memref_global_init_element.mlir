// The initial value of a memref.global must have its element type.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: memref_global_init_element.mlir:4:1: error: 'memref.global' op initial value element expected to be of type 'f32', but was of type 'i32'
"memref.global"() <{sym_name = "g", type = memref<4xf32>, initial_value = dense<1> : tensor<4xi32>}> : () -> ()
