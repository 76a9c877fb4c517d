// The entry block has one argument per function input.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'func.func' op entry block must have 1 arguments to match function signature
"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
  "func.return"() : () -> ()
}) : () -> ()
