// A block of a multi-block region cannot be empty.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: empty_block.mlir:4:1: error: empty block: expect at least a terminator
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "cf.br"()[^bb1] : () -> ()
^bb1:
}) : () -> ()
