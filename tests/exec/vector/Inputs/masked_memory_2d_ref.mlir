// What masked_memory_2d.mlir computes, each 2-D masked op as a 1-D one
// per row (which MLIR lowers).
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %g = memref.alloc() : memref<3x4xi32>
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 4 {
      %k = affine.apply affine_map<(d0, d1) -> (d0 * 4 + d1)>(%i, %j)
      %kk = arith.index_cast %k : index to i32
      memref.store %kk, %g[%i, %j] : memref<3x4xi32>
    }
  }
  %r0 = arith.constant dense<[true, false, true]> : vector<3xi1>
  %r1 = arith.constant dense<[false, true, true]> : vector<3xi1>
  %p = arith.constant dense<7> : vector<3xi32>
  %a = vector.maskedload %g[%c1, %c1], %r0, %p : memref<3x4xi32>, vector<3xi1>, vector<3xi32> into vector<3xi32>
  %b = vector.maskedload %g[%c2, %c1], %r1, %p : memref<3x4xi32>, vector<3xi1>, vector<3xi32> into vector<3xi32>
  %z = arith.constant dense<0> : vector<2x3xi32>
  %ra = vector.insert %a, %z [0] : vector<3xi32> into vector<2x3xi32>
  %rb = vector.insert %b, %ra [1] : vector<3xi32> into vector<2x3xi32>
  vector.print %rb : vector<2x3xi32>
  %w0 = arith.constant dense<[-1, -2, -3]> : vector<3xi32>
  %w1 = arith.constant dense<[-4, -5, -6]> : vector<3xi32>
  vector.maskedstore %g[%c0, %c0], %r0, %w0 : memref<3x4xi32>, vector<3xi1>, vector<3xi32>
  vector.maskedstore %g[%c1, %c0], %r1, %w1 : memref<3x4xi32>, vector<3xi1>, vector<3xi32>
  %ug = memref.cast %g : memref<3x4xi32> to memref<*xi32>
  call @printMemrefI32(%ug) : (memref<*xi32>) -> ()
  memref.dealloc %g : memref<3x4xi32>
  return
}
func.func private @printMemrefI32(memref<*xi32>)
