// A generic operation cut off before its ') : type'.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: parse_truncated_generic.mlir:6:2: error: unexpected end of file, expected ')' or ','
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "func.return"() : () -> ()
}
