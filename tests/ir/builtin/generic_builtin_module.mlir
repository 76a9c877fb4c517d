// The generic form of builtin.module and func.func reads like the custom one.
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK: module @g {
// CHECK-NEXT: func.func private @d(i32)
// CHECK-NEXT: }
"builtin.module"() <{sym_name = "g"}> ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "d", sym_visibility = "private"}> ({
  }) : () -> ()
}) : () -> ()
