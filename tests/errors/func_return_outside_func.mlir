// func.return belongs in a func.func.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'func.return' op expects parent op 'func.func'
"builtin.module"() ({
  "func.return"() : () -> ()
}) : () -> ()
