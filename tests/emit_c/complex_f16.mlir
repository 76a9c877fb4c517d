// Complex numbers of f16 parts have no C type in affc: refused.
// RUN: not %affc --emit=c %s 2>&1 | FileCheck %s
// CHECK: complex_f16.mlir:4:1: error: affc cannot emit C for 'func.func' with an argument of type 'complex<f16>'
func.func @g(%a: complex<f16>) {
  return
}
