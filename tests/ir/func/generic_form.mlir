// The generic forms of func ops print in custom form.
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK: func.func @f(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = {{(func\.)?}}call @f(%arg0) : (i32) -> i32
// CHECK-NEXT: {{(func\.)?}}return %0 : i32
"func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
^bb0(%arg0: i32):
  %0 = "func.call"(%arg0) <{callee = @f}> : (i32) -> i32
  "func.return"(%0) : (i32) -> ()
}) : () -> ()
