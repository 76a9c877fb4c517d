// Two functions of one module may not share a name.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: redefinition of symbol named 'f'
func.func @f() {
  return
}
func.func private @f()
