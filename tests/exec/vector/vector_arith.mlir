// Arith and math on vectors, lane by lane, and vectors through memory:
// affine.vector_load/store and vector.load/store.
// RUN: %exec %s
// RUN: %exec %s --affc-arg=--vector-ext
func.func @main() {
  %a = arith.constant dense<[1.5, -2.0, 3.25, 0.0]> : vector<4xf32>
  %b = arith.constant dense<[0.5, 4.0, -1.0, 2.0]> : vector<4xf32>
  %s = arith.addf %a, %b : vector<4xf32>
  %p = arith.mulf %a, %b : vector<4xf32>
  %m = arith.maximumf %a, %b : vector<4xf32>
  %lt = arith.cmpf olt, %a, %b : vector<4xf32>
  %sel = arith.select %lt, %a, %b : vector<4xi1>, vector<4xf32>
  vector.print %s : vector<4xf32>
  vector.print %p : vector<4xf32>
  vector.print %m : vector<4xf32>
  vector.print %lt : vector<4xi1>
  vector.print %sel : vector<4xf32>
  %i = arith.constant dense<[100, -100, 7, 127]> : vector<4xi8>
  %j = arith.constant dense<[100, 100, 3, 1]> : vector<4xi8>
  %k = arith.addi %i, %j : vector<4xi8>
  %q = arith.divsi %i, %j : vector<4xi8>
  %w = arith.extsi %k : vector<4xi8> to vector<4xi32>
  vector.print %k : vector<4xi8>
  vector.print %q : vector<4xi8>
  vector.print %w : vector<4xi32>
  %sq = math.sqrt %b : vector<4xf32>
  vector.print %sq : vector<4xf32>
  %A = memref.alloc() : memref<2x8xf32>
  %zero = arith.constant 0.0 : f32
  affine.for %r = 0 to 2 {
    affine.for %c = 0 to 8 {
      affine.store %zero, %A[%r, %c] : memref<2x8xf32>
    }
  }
  affine.vector_store %s, %A[1, 2] : memref<2x8xf32>, vector<4xf32>
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  vector.store %p, %A[%c0, %c4] : memref<2x8xf32>, vector<4xf32>
  %l = affine.vector_load %A[1, 0] : memref<2x8xf32>, vector<8xf32>
  vector.print %l : vector<8xf32>
  %l2 = vector.load %A[%c0, %c4] : memref<2x8xf32>, vector<4xf32>
  vector.print %l2 : vector<4xf32>
  memref.dealloc %A : memref<2x8xf32>
  return
}
