// vector.transfer_read / transfer_write: out-of-bounds lanes take the
// padding (reads) or are dropped (writes), masks, a transposing
// permutation map, and a broadcast dim.
// RUN: %exec %s
func.func @main() {
  %A = memref.alloc() : memref<3x5xf32>
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 5 {
      %k = affine.apply affine_map<(d0, d1) -> (d0 * 5 + d1)>(%i, %j)
      %ki = arith.index_cast %k : index to i32
      %f = arith.sitofp %ki : i32 to f32
      affine.store %f, %A[%i, %j] : memref<3x5xf32>
    }
  }
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %pad = arith.constant -1.0 : f32
  %r = vector.transfer_read %A[%c1, %c3], %pad : memref<3x5xf32>, vector<4xf32>
  vector.print %r : vector<4xf32>
  %r2 = vector.transfer_read %A[%c1, %c2], %pad : memref<3x5xf32>, vector<3x4xf32>
  vector.print %r2 : vector<3x4xf32>
  %t = vector.transfer_read %A[%c0, %c1], %pad {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<3x5xf32>, vector<2x3xf32>
  vector.print %t : vector<2x3xf32>
  %b = vector.transfer_read %A[%c2, %c0], %pad {permutation_map = affine_map<(d0, d1) -> (0, d1)>, in_bounds = [true, false]} : memref<3x5xf32>, vector<2x3xf32>
  vector.print %b : vector<2x3xf32>
  %m = vector.constant_mask [2] : vector<4xi1>
  %rm = vector.transfer_read %A[%c0, %c0], %pad, %m : memref<3x5xf32>, vector<4xf32>
  vector.print %rm : vector<4xf32>
  %v = arith.constant dense<[10.0, 20.0, 30.0, 40.0]> : vector<4xf32>
  vector.transfer_write %v, %A[%c2, %c2] : vector<4xf32>, memref<3x5xf32>
  vector.transfer_write %v, %A[%c0, %c0], %m : vector<4xf32>, memref<3x5xf32>
  %all = vector.transfer_read %A[%c0, %c0], %pad : memref<3x5xf32>, vector<3x5xf32>
  vector.print %all : vector<3x5xf32>
  memref.dealloc %A : memref<3x5xf32>
  return
}
