// -o naming a pipe (or a device) writes into it, never replaces it with a
// regular file; a regular file is replaced only on success.
// RUN: rm -f %t.p %t.o && mkfifo %t.p
// RUN: cat %t.p > %t.o & %affc --emit=mlir %s -o %t.p; wait
// RUN: test -p %t.p
// RUN: FileCheck %s < %t.o
// CHECK: func.func @f
func.func @f() {
  return
}
