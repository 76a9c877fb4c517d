// The entry block arguments follow the function type.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'func.func' op type of entry block argument #0('f32') must match the type of the corresponding argument in function signature('i32')
"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
^bb0(%a: f32):
  "func.return"() : () -> ()
}) : () -> ()
