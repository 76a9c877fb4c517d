// scf.condition only ends the before region of scf.while.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'scf.condition' op expects parent op 'scf.while'
func.func @f(%c: i1) {
  scf.condition(%c)
}
