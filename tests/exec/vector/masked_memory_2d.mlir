// A 2-D vector.maskedload / maskedstore covers the last two dims of a
// memref from the subscripts on. MLIR 22 lowers only 1-D ones to LLVM, so
// the expected output comes from Inputs/masked_memory_2d_ref.mlir, the
// same program with each row moved by a 1-D op.
// RUN: %exec %s --reference %S/Inputs/masked_memory_2d_ref.mlir
// RUN: %exec %s --reference %S/Inputs/masked_memory_2d_ref.mlir --affc-arg=--vector-ext
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %g = memref.alloc() : memref<3x4xi32>
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 4 {
      %k = affine.apply affine_map<(d0, d1) -> (d0 * 4 + d1)>(%i, %j)
      %kk = arith.index_cast %k : index to i32
      memref.store %kk, %g[%i, %j] : memref<3x4xi32>
    }
  }
  %m2 = arith.constant dense<[[true, false, true], [false, true, true]]> : vector<2x3xi1>
  %p2 = arith.constant dense<7> : vector<2x3xi32>
  %2 = vector.maskedload %g[%c1, %c1], %m2, %p2 : memref<3x4xi32>, vector<2x3xi1>, vector<2x3xi32> into vector<2x3xi32>
  vector.print %2 : vector<2x3xi32>
  %w = arith.constant dense<[[-1, -2, -3], [-4, -5, -6]]> : vector<2x3xi32>
  vector.maskedstore %g[%c0, %c0], %m2, %w : memref<3x4xi32>, vector<2x3xi1>, vector<2x3xi32>
  %ug = memref.cast %g : memref<3x4xi32> to memref<*xi32>
  call @printMemrefI32(%ug) : (memref<*xi32>) -> ()
  memref.dealloc %g : memref<3x4xi32>
  return
}
func.func private @printMemrefI32(memref<*xi32>)
