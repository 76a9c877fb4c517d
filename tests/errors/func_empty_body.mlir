// A function body needs at least one block.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: custom op 'func.func' expected non-empty function body
func.func @f() {}
