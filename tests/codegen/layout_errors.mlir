// Layout maps that are not strided where affc cannot lay the memref out
// the way MLIR's --normalize-memrefs does, each an error that says why:
// - a result below 0 (MLIR sizes the buffer from the greatest value only
//   and its accesses fall before the buffer);
// - a result a symbol moves without bound (MLIR leaves it unnormalized and
//   cannot lower it);
// - a vector access (MLIR moves it to consecutive elements of the buffer,
//   which are not consecutive elements of the memref);
// - a map that sends two elements to the same place (MLIR assumes maps
//   one-to-one; C loops over such a memref could race or reorder).
// Arguments: layout_arg_errors.mlir; globals: layout_global.mlir; dynamic
// sizes: layout_dynamic_errors.mlir.
// RUN: not %affc %s -o %t.c 2>&1 | FileCheck %s
// RUN: test ! -e %t.c
#perm = affine_map<(d0, d1) -> (d1, d0)>
#neg = affine_map<(d0) -> (d0 floordiv 4, d0 mod 4 - 1)>
#open = affine_map<(d0)[s0] -> (d0 floordiv 4, d0 mod 4 + s0)>

// CHECK: layout_errors.mlir:[[@LINE+2]]:8: error: affc cannot emit C for 'memref.alloca' of type 'memref<8xf32, affine_map<(d0) -> (d0 floordiv 4, d0 mod 4 - 1)>>': its layout map's result 1 reaches -1, below the buffer's start
func.func @negative() -> f32 {
  %m = memref.alloca() : memref<8xf32, #neg>
  %v = affine.load %m[3] : memref<8xf32, #neg>
  return %v : f32
}

// CHECK: layout_errors.mlir:[[@LINE+2]]:8: error: affc cannot emit C for 'memref.alloca' of type 'memref<8xf32, affine_map<(d0)[s0] -> (d0 floordiv 4, d0 mod 4 + s0)>>': its layout map's result 1 has no bound over the memref's indices
func.func @unbounded(%s: index) -> f32 {
  %m = memref.alloca()[%s] : memref<8xf32, #open>
  %v = affine.load %m[3] : memref<8xf32, #open>
  return %v : f32
}

// CHECK: layout_errors.mlir:[[@LINE+3]]:8: error: affc cannot emit C for 'affine.vector_load' on a memref whose layout map is not strided
// CHECK-NOT: 'affine.vector_load' on these types
func.func @vector(%m: memref<4x4xf32, #perm>) -> vector<4xf32> {
  %v = affine.vector_load %m[1, 0] : memref<4x4xf32, #perm>, vector<4xf32>
  return %v : vector<4xf32>
}

// CHECK: layout_errors.mlir:[[@LINE+2]]:8: error: affc cannot emit C for 'memref.alloca' of type 'memref<8xf32, affine_map<(d0) -> (d0 floordiv 2)>>': its layout map sends two elements to the same place
func.func @aliasing() -> f32 {
  %m = memref.alloca() : memref<8xf32, affine_map<(d0) -> (d0 floordiv 2)>>
  %v = affine.load %m[3] : memref<8xf32, affine_map<(d0) -> (d0 floordiv 2)>>
  return %v : f32
}
