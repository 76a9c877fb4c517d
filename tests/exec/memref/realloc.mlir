// memref.realloc keeps the elements both sizes hold: grown (static and
// dynamic sizes), then shrunk, the elements written after each move.
// RUN: %exec %s
func.func @main() {
  %a = memref.alloc() : memref<4xi32>
  affine.for %i = 0 to 4 {
    %ii = arith.index_cast %i : index to i32
    memref.store %ii, %a[%i] : memref<4xi32>
  }
  %b = memref.realloc %a : memref<4xi32> to memref<8xi32>
  affine.for %i = 4 to 8 {
    %ii = arith.index_cast %i : index to i32
    %t = arith.muli %ii, %ii : i32
    memref.store %t, %b[%i] : memref<8xi32>
  }
  %ub = memref.cast %b : memref<8xi32> to memref<*xi32>
  call @printMemrefI32(%ub) : (memref<*xi32>) -> ()
  %n = arith.constant 11 : index
  %c = memref.realloc %b(%n) : memref<8xi32> to memref<?xi32>
  affine.for %i = 8 to 11 {
    %ii = arith.index_cast %i : index to i32
    memref.store %ii, %c[%i] : memref<?xi32>
  }
  %uc = memref.cast %c : memref<?xi32> to memref<*xi32>
  call @printMemrefI32(%uc) : (memref<*xi32>) -> ()
  %d = memref.realloc %c : memref<?xi32> to memref<3xi32>
  %ud = memref.cast %d : memref<3xi32> to memref<*xi32>
  call @printMemrefI32(%ud) : (memref<*xi32>) -> ()
  memref.dealloc %d : memref<3xi32>
  return
}
func.func private @printMemrefI32(memref<*xi32>)
