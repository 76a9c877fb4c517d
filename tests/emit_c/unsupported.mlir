// An op C cannot express is an error at the op, and nothing is written.
// RUN: not %affc %s -o %t.c 2>&1 | FileCheck %s
// RUN: test ! -e %t.c

func.func @g() {
  // CHECK: unsupported.mlir:[[@LINE+1]]:8: error: affc cannot emit C for 'func.constant'
  %f = func.constant @g : () -> ()
  func.call_indirect %f() : () -> ()
  return
}
