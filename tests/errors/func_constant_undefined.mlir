// func.constant must name a function.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'func.constant' op reference to undefined function 'nope'
func.func @f() {
  %c = func.constant @nope : () -> ()
  return
}
