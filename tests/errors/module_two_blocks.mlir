// A module has one block.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: module_two_blocks.mlir:4:1: error: 'builtin.module' op expects region #0 to have 0 or 1 blocks
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
^bb1:
  "func.func"() <{function_type = () -> (), sym_name = "g"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
