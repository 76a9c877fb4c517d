// A block argument list never closed with ')'.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: parse_unclosed_block_args.mlir:7:3: error: unexpected operation
func.func @f(%a: i32) {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32:
  return
}
