// On bad input affc exits with status 1, prints nothing on stdout, leaves an
// existing -o file as it was, and does not create a missing one.
// RUN: echo sentinel > %t.out
// RUN: %affc %s -o %t.out 2> %t.err; test $? -eq 1
// RUN: FileCheck %s --check-prefix=OUT < %t.out
// RUN: FileCheck %s < %t.err
// RUN: rm -f %t.new && not %affc %s -o %t.new 2> /dev/null && test ! -e %t.new
// RUN: not %affc %s 2> /dev/null > %t.stdout && test ! -s %t.stdout
// OUT: sentinel
// CHECK: parse_exit_status.mlir:13:23: error: use of undeclared SSA value name
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %0, %b : i32
  return %1 : i32
}
