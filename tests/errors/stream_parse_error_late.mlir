// --emit=mlir prints functions as it reads them (src/ir/stream.h), yet a
// syntax error further down still leaves no output file and is the only
// error reported, as mlir-opt reports it: the function before it that
// does not verify is never verified.
// RUN: rm -f %t.out
// RUN: not %affc --emit=mlir %s -o %t.out 2>&1 | FileCheck %s
// RUN: not test -e %t.out
// RUN: not %mlir-opt %s 2>&1 | FileCheck %s
// CHECK-NOT: error:
// CHECK: stream_parse_error_late.mlir:20:{{[0-9]+}}: error: expected SSA operand
// CHECK-NOT: error:
func.func @fine() {
  return
}
func.func @wrong() -> i32 {
  return
}
func.func @broken(%a: i32) {
  %x = arith.addi %a, %a : i32
  %y = arith.addi %x, : i32
  return
}
