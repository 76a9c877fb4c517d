// cf.br needs its successor.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'cf.br' op requires 1 successor but found 0
func.func @f(%x: i32) {
  "cf.br"(%x) : (i32) -> ()
}
