// The reference output of ../dma.mlir: the same transfers as loops over
// memrefs of identity layout, which mlir-runner can run.
func.func @to_permuted() {
  %base = arith.constant 0.5 : f32
  %dst = memref.alloc() : memref<3x4xf32>
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 4 {
      %z = arith.constant -1.0 : f32
      affine.store %z, %dst[%i, %j] : memref<3x4xf32>
    }
  }
  // Buffer element f of the permuted memref is its logical
  // (f mod 3, f floordiv 3); source buffer element f is logical f.
  affine.for %k = 0 to 8 {
    %s = affine.apply affine_map<(k) -> (k + 1)>(%k)
    %si = arith.index_cast %s : index to i32
    %sf = arith.sitofp %si : i32 to f32
    %v = arith.addf %sf, %base : f32
    %a = affine.apply affine_map<(k) -> ((k + 3) mod 3)>(%k)
    %b = affine.apply affine_map<(k) -> ((k + 3) floordiv 3)>(%k)
    affine.store %v, %dst[%a, %b] : memref<3x4xf32>
  }
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 4 {
      %v = affine.load %dst[%i, %j] : memref<3x4xf32>
      vector.print %v : f32
    }
  }
  memref.dealloc %dst : memref<3x4xf32>
  return
}

func.func @to_blocks() {
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 4 {
      %k = affine.apply affine_map<(i, j) -> (((i floordiv 2) * 2 + j floordiv 2) * 4 + (i mod 2) * 2 + j mod 2)>(%i, %j)
      %ki = arith.index_cast %k : index to i32
      %f = arith.sitofp %ki : i32 to f32
      vector.print %f : f32
    }
  }
  return
}

func.func @strided_dynamic() {
  %base = arith.constant 100.0 : f32
  affine.for %k = 0 to 4 {
    %s = affine.apply affine_map<(k) -> (4 + (k floordiv 2) * 4 + k mod 2)>(%k)
    %si = arith.index_cast %s : index to i32
    %sf = arith.sitofp %si : i32 to f32
    %v = arith.addf %sf, %base : f32
    vector.print %v : f32
  }
  return
}

func.func @main() {
  call @to_permuted() : () -> ()
  call @to_blocks() : () -> ()
  call @strided_dynamic() : () -> ()
  return
}
