// Transfer forms transfer.mlir does not run: 2-D masked reads and writes
// on a dynamic memref, a minor-identity map reading from a 3-D memref,
// out-of-bounds lanes in both dimensions, transfers on a strided subview
// and on i16 elements, and affine.vector_load/store with index expressions
// on a dynamic memref.
// RUN: %exec %s
func.func @fill(%A: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %A, %c0 : memref<?x?xf32>
  %m = memref.dim %A, %c1 : memref<?x?xf32>
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %m {
      %v = affine.apply affine_map<(d0, d1) -> (d0 * 10 + d1)>(%i, %j)
      %x = arith.index_cast %v : index to i32
      %f = arith.sitofp %x : i32 to f32
      affine.store %f, %A[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

func.func @dynamic(%n: index, %m: index, %p: index) {
  %A = memref.alloc(%n, %m) : memref<?x?xf32>
  func.call @fill(%A) : (memref<?x?xf32>) -> ()
  %pad = arith.constant -1.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = vector.transfer_read %A[%p, %p], %pad : memref<?x?xf32>, vector<3x4xf32>
  vector.print %r : vector<3x4xf32>
  %mask = vector.create_mask %c2, %p : vector<3x4xi1>
  %rm = vector.transfer_read %A[%c0, %c1], %pad, %mask : memref<?x?xf32>, vector<3x4xf32>
  vector.print %rm : vector<3x4xf32>
  %w = arith.constant dense<[[0.5, 1.5, 2.5, 3.5], [4.5, 5.5, 6.5, 7.5], [8.5, 9.5, 10.5, 11.5]]> : vector<3x4xf32>
  vector.transfer_write %w, %A[%c1, %p], %mask : vector<3x4xf32>, memref<?x?xf32>
  vector.transfer_write %w, %A[%p, %c0] {in_bounds = [false, true]} : vector<3x4xf32>, memref<?x?xf32>
  %all = vector.transfer_read %A[%c0, %c0], %pad : memref<?x?xf32>, vector<5x6xf32>
  vector.print %all : vector<5x6xf32>
  %v = affine.vector_load %A[%p - 1, %p * 2 - 2] : memref<?x?xf32>, vector<2xf32>
  vector.print %v : vector<2xf32>
  affine.vector_store %v, %A[symbol(%p) + 1, 0] : memref<?x?xf32>, vector<2xf32>
  %row = vector.transfer_read %A[%p, %c0], %pad {in_bounds = [true]} : memref<?x?xf32>, vector<2xf32>
  vector.print %row : vector<2xf32>
  memref.dealloc %A : memref<?x?xf32>
  return
}

func.func @cube() {
  %B = memref.alloca() : memref<2x3x4xi16>
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 3 {
      affine.for %k = 0 to 4 {
        %v = affine.apply affine_map<(d0, d1, d2) -> (d0 * 100 + d1 * 10 + d2)>(%i, %j, %k)
        %x = arith.index_cast %v : index to i16
        affine.store %x, %B[%i, %j, %k] : memref<2x3x4xi16>
      }
    }
  }
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %pad = arith.constant 7 : i16
  %a = vector.transfer_read %B[%c1, %c1, %c2], %pad {permutation_map = affine_map<(d0, d1, d2) -> (d1, d2)>} : memref<2x3x4xi16>, vector<3x3xi16>
  vector.print %a : vector<3x3xi16>
  %b = vector.transfer_read %B[%c0, %c2, %c1], %pad {permutation_map = affine_map<(d0, d1, d2) -> (d0, d2)>} : memref<2x3x4xi16>, vector<3x2xi16>
  vector.print %b : vector<3x2xi16>
  %sv = memref.subview %B[0, 0, 1] [2, 3, 2] [1, 1, 2] : memref<2x3x4xi16> to memref<2x3x2xi16, strided<[12, 4, 2], offset: 1>>
  %c = vector.transfer_read %sv[%c1, %c0, %c0], %pad : memref<2x3x2xi16, strided<[12, 4, 2], offset: 1>>, vector<3xi16>
  vector.print %c : vector<3xi16>
  %neg = arith.constant dense<-1> : vector<2x3xi16>
  vector.transfer_write %neg, %sv[%c0, %c1, %c0] {permutation_map = affine_map<(d0, d1, d2) -> (d2, d1)>} : vector<2x3xi16>, memref<2x3x2xi16, strided<[12, 4, 2], offset: 1>>
  %d = vector.transfer_read %B[%c0, %c0, %c0], %pad : memref<2x3x4xi16>, vector<2x3x4xi16>
  vector.print %d : vector<2x3x4xi16>
  return
}

func.func @main() {
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  func.call @dynamic(%c4, %c5, %c2) : (index, index, index) -> ()
  func.call @dynamic(%c5, %c4, %c3) : (index, index, index) -> ()
  func.call @cube() : () -> ()
  return
}
