// Memrefs of dynamic size with a layout map that is not strided, where
// affc cannot lay them out as MLIR's --normalize-memrefs does, each an
// error that says why:
// - a map that is no tiling (MLIR leaves the memref as it is and cannot
//   lower it);
// - a map with symbols (MLIR fails on it: its size maps lack the symbols);
// - a result that falls outside the size MLIR computes for it (d1 - 1
//   is sized n - 1 and reaches -1; (d0 + 3) floordiv 3, which MLIR and
//   affc read as d0 floordiv 3 + 1, no longer a tile, is sized
//   n floordiv 3 + 1, one too few for 4 rows: mlir-runner's program then
//   writes past its buffer);
// - with --abi=mlir, an argument whose sizes the descriptor of its buffer
//   does not tell ((d0 + 3) floordiv 4 tiles: n is lost).
// RUN: not %affc %s -o %t.c 2>&1 | FileCheck %s
// RUN: test ! -e %t.c
// RUN: not %affc --abi=mlir %s 2>&1 | FileCheck %s --check-prefix=ABI
#perm = affine_map<(d0, d1) -> (d1, d0)>
#syms = affine_map<(d0)[s0] -> ((d0 + s0) floordiv 4, (d0 + s0) mod 4)>
#low = affine_map<(d0, d1) -> (d0 floordiv 4, d0 mod 4, d1 - 1)>
#plus3 = affine_map<(d0, d1) -> ((d0 + 3) floordiv 3, d1 mod 5, d1 floordiv 5, (d0 + 3) mod 3)>
#shift = affine_map<(d0) -> ((d0 + 3) floordiv 4, (d0 + 3) mod 4)>

// CHECK: layout_dynamic_errors.mlir:[[@LINE+2]]:8: error: affc cannot emit C for 'memref.alloc' of type 'memref<8x?xf32, affine_map<(d0, d1) -> (d1, d0)>>': a size is dynamic and its layout map is not a tiling (X floordiv C with X mod C): MLIR's --normalize-memrefs leaves it as it is
func.func @not_tiled(%n: index) {
  %m = memref.alloc(%n) : memref<8x?xf32, #perm>
  memref.dealloc %m : memref<8x?xf32, #perm>
  return
}

// CHECK: layout_dynamic_errors.mlir:[[@LINE+2]]:8: error: affc cannot emit C for 'memref.alloca' of type 'memref<?xf32, affine_map<(d0)[s0] -> ((d0 + s0) floordiv 4, (d0 + s0) mod 4)>>': a size is dynamic and its layout map has symbols: MLIR's --normalize-memrefs cannot size its buffer
func.func @symbols(%n: index, %s: index) -> f32 {
  %m = memref.alloca(%n)[%s] : memref<?xf32, #syms>
  %v = affine.load %m[0] : memref<?xf32, #syms>
  return %v : f32
}

// CHECK: layout_dynamic_errors.mlir:[[@LINE+2]]:8: error: affc cannot emit C for 'memref.alloc' of type 'memref<?x?xf32, affine_map<(d0, d1) -> (d0 floordiv 4, d0 mod 4, d1 - 1)>>': its layout map's result 2 can fall below 0 or past the size MLIR computes for it from the memref's sizes
func.func @too_small(%n: index) {
  %m = memref.alloc(%n, %n) : memref<?x?xf32, #low>
  memref.dealloc %m : memref<?x?xf32, #low>
  return
}

// CHECK: layout_dynamic_errors.mlir:[[@LINE+2]]:8: error: affc cannot emit C for 'memref.alloc' of type 'memref<?x?xi64, affine_map<(d0, d1) -> (d0 floordiv 3 + 1, d1 mod 5, d1 floordiv 5, d0 mod 3)>>': its layout map's result 0 can fall below 0 or past the size MLIR computes for it from the memref's sizes
func.func @no_longer_a_tile(%n: index, %m: index) {
  %a = memref.alloc(%n, %m) : memref<?x?xi64, #plus3>
  memref.dealloc %a : memref<?x?xi64, #plus3>
  return
}

// ABI: layout_dynamic_errors.mlir:[[@LINE+1]]:1: error: affc cannot emit C for 'func.func' with --abi=mlir and argument type 'memref<?xi32, affine_map<(d0) -> ((d0 + 3) floordiv 4, (d0 + 3) mod 4)>>': the descriptor of its normalized buffer does not tell its dynamic sizes
func.func @shifted(%m: memref<?xi32, #shift>) -> i32 {
  %v = affine.load %m[0] : memref<?xi32, #shift>
  return %v : i32
}
