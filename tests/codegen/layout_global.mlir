// A memref.global whose layout map is not strided is an error: MLIR's
// --normalize-memrefs does not normalize globals (and then cannot lower
// them), so there is no layout to follow.
// RUN: not %affc %s -o %t.c 2>&1 | FileCheck %s
// RUN: test ! -e %t.c

// CHECK: layout_global.mlir:[[@LINE+1]]:1: error: affc cannot emit C for 'memref.global' with a layout map that is not strided: MLIR's --normalize-memrefs does not normalize globals either
memref.global "private" @g : memref<10xi64, affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>> = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]>
func.func @main() {
  %m = memref.get_global @g : memref<10xi64, affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>>
  %v = affine.load %m[5] : memref<10xi64, affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>>
  vector.print %v : i64
  return
}
