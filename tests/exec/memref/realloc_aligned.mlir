// memref.realloc with an alignment, of an aligned allocation: grown, then
// shrunk, each result checked to keep the elements and the alignment.
// RUN: %exec %s
func.func @print_aligned(%m: memref<?xf32>, %align: index) {
  %p = memref.extract_aligned_pointer_as_index %m : memref<?xf32> -> index
  %r = arith.remui %p, %align : index
  %c0 = arith.constant 0 : index
  %ok = arith.cmpi eq, %r, %c0 : index
  vector.print %ok : i1
  return
}
func.func @main() {
  %a = memref.alloc() {alignment = 16 : i64} : memref<4xf32>
  affine.for %i = 0 to 4 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %a[%i] : memref<4xf32>
  }
  %b = memref.realloc %a {alignment = 256 : i64} : memref<4xf32> to memref<100xf32>
  affine.for %i = 4 to 100 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %h = arith.constant 0.5 : f32
    %g = arith.mulf %f, %h : f32
    memref.store %g, %b[%i] : memref<100xf32>
  }
  %db = memref.cast %b : memref<100xf32> to memref<?xf32>
  %c256 = arith.constant 256 : index
  call @print_aligned(%db, %c256) : (memref<?xf32>, index) -> ()
  %ub = memref.cast %b : memref<100xf32> to memref<*xf32>
  call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  %n = arith.constant 6 : index
  %c = memref.realloc %b(%n) {alignment = 128 : i64} : memref<100xf32> to memref<?xf32>
  %c128 = arith.constant 128 : index
  call @print_aligned(%c, %c128) : (memref<?xf32>, index) -> ()
  %uc = memref.cast %c : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%uc) : (memref<*xf32>) -> ()
  memref.dealloc %c : memref<?xf32>
  return
}
func.func private @printMemrefF32(memref<*xf32>)
