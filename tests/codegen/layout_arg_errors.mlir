// Function arguments whose layout maps are not strided and that C cannot
// lay out: the map has a symbol, whose value no caller passes (MLIR's
// --normalize-memrefs cannot rewrite the function's accesses either).
// RUN: not %affc %s -o %t.c 2>&1 | FileCheck %s
// RUN: test ! -e %t.c

// CHECK: layout_arg_errors.mlir:[[@LINE+1]]:1: error: affc cannot emit C for 'func.func' of type 'memref<8xf32, affine_map<(d0)[s0] -> (d0 floordiv 4, (d0 + s0) mod 4)>>': its layout map needs symbol values that only its allocation gives
func.func @symbol_arg(%a: memref<8xf32, affine_map<(d0)[s0] -> (d0 floordiv 4, (d0 + s0) mod 4)>>) {
  return
}
