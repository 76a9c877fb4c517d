// A block argument list never closed with ')'.
// mlir-opt stops earlier, at the ':' (8:13: expected ')'); affc reads on
// to the next line.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: parse_unclosed_block_args.mlir:8:14: error: unexpected operation
func.func @f(%a: i32) {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32:
  return
}
