// -o - writes to standard output, as it does in mlir-opt, and makes no
// file named '-'.
// RUN: rm -rf %t.dir && mkdir %t.dir && cd %t.dir
// RUN: cd %t.dir && %affc --emit=mlir %s -o - | FileCheck %s
// RUN: cd %t.dir && %affc %s -o - | FileCheck %s --check-prefix=C
// RUN: test ! -e %t.dir/-
// CHECK: func.func @g
// C: void g(void)
func.func @g() {
  return
}
