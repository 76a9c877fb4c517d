// At the top level and in a module, the default dialect is builtin's:
// `return` there is not func.return (MLIR's message).
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: short_op_builtin_scope.mlir:6:3: error: custom op 'return' is unknown (tried 'builtin.return' as well)
module {
  return
}
