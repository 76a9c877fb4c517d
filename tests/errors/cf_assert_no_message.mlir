// cf.assert needs its message.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'cf.assert' op requires attribute 'msg'
func.func @f(%c: i1) {
  "cf.assert"(%c) : (i1) -> ()
  return
}
