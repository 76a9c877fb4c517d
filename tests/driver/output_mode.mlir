// -o gives a new file the permissions the umask leaves (not the temporary
// file's 0600) and a replaced file its own.
// RUN: rm -f %t.new %t.old
// RUN: (umask 022 && %affc --emit=mlir %s -o %t.new) && test "$(stat -c %a %t.new)" = 644
// RUN: (umask 077 && %affc --emit=mlir %s -o %t.new) && test "$(stat -c %a %t.new)" = 644
// RUN: rm -f %t.new && (umask 027 && %affc --emit=mlir %s -o %t.new) && test "$(stat -c %a %t.new)" = 640
// RUN: echo old > %t.old && chmod 604 %t.old && %affc --emit=mlir %s -o %t.old
// RUN: test "$(stat -c %a %t.old)" = 604 && FileCheck %s < %t.old
// CHECK: func.func @kept
func.func @kept() {
  return
}
