// sym_visibility is public, private or nested.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'func.func' op visibility expected to be one of ["public", "private", "nested"], but got "foo"
"func.func"() <{function_type = () -> (), sym_name = "f", sym_visibility = "foo"}> ({
  "func.return"() : () -> ()
}) : () -> ()
