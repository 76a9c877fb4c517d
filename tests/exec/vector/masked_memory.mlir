// vector.maskedload / maskedstore and expandload / compressstore: the
// lanes a mask selects move, the others keep pass_thru or memory
// unchanged (2-D ones: masked_memory_2d.mlir).
// RUN: %exec %s
// RUN: %exec %s --affc-arg=--vector-ext
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %m = memref.alloc() : memref<12xf32>
  affine.for %i = 0 to 12 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %m[%i] : memref<12xf32>
  }
  %mask = arith.constant dense<[true, false, true, true]> : vector<4xi1>
  %pass = arith.constant dense<[-1.0, -2.0, -3.0, -4.0]> : vector<4xf32>
  %0 = vector.maskedload %m[%c3], %mask, %pass : memref<12xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.print %0 : vector<4xf32>
  %1 = vector.expandload %m[%c1], %mask, %pass : memref<12xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.print %1 : vector<4xf32>
  %v = arith.constant dense<[100.0, 200.0, 300.0, 400.0]> : vector<4xf32>
  vector.maskedstore %m[%c0], %mask, %v : memref<12xf32>, vector<4xi1>, vector<4xf32>
  %mask2 = arith.constant dense<[false, true, false, true]> : vector<4xi1>
  vector.compressstore %m[%c3], %mask2, %v : memref<12xf32>, vector<4xi1>, vector<4xf32>
  %u = memref.cast %m : memref<12xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()

  memref.dealloc %m : memref<12xf32>
  return
}
func.func private @printMemrefF32(memref<*xf32>)
