// memref.reshape to a static shape and to a shape read from a memref of
// i32 (a dynamic size), which is read once, at the reshape: writing the
// shape memref afterwards changes nothing. Writes through a reshaped view
// land in the source. MLIR 22's --convert-to-llvm leaves a reshape to a
// dynamic size unlowered, so the reference is this file with that size
// written in.
// RUN: sed -e 's/memref<?x4xf32>/memref<3x4xf32>/g' %s > %t-ref.mlir
// RUN: %exec %s --reference %t-ref.mlir
func.func @main() {
  %src = memref.alloc() : memref<2x6xf32>
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 6 {
      %x = affine.apply affine_map<(d0, d1) -> (d0 * 6 + d1)>(%i, %j)
      %xi = arith.index_cast %x : index to i32
      %xf = arith.sitofp %xi : i32 to f32
      affine.store %xf, %src[%i, %j] : memref<2x6xf32>
    }
  }
  %shape = memref.alloc() : memref<2xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %three = arith.constant 3 : i32
  %four = arith.constant 4 : i32
  memref.store %three, %shape[%c0] : memref<2xi32>
  memref.store %four, %shape[%c1] : memref<2xi32>
  %a = memref.reshape %src(%shape) : (memref<2x6xf32>, memref<2xi32>) -> memref<3x4xf32>
  %b = memref.reshape %src(%shape) : (memref<2x6xf32>, memref<2xi32>) -> memref<?x4xf32>
  %six = arith.constant 6 : i32
  memref.store %six, %shape[%c0] : memref<2xi32>
  %n = memref.dim %b, %c0 : memref<?x4xf32>
  vector.print %n : index
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 4 {
      %v = affine.load %a[%i, %j] : memref<3x4xf32>
      %w = affine.load %b[%i, %j] : memref<?x4xf32>
      %s = arith.addf %v, %w : f32
      vector.print %s : f32
    }
  }
  %minus = arith.constant -1.0 : f32
  memref.store %minus, %a[%c1, %c1] : memref<3x4xf32>
  %moved = memref.load %src[%c0, %c1] : memref<2x6xf32>
  %kept = memref.load %src[%c0, %c0] : memref<2x6xf32>
  %five = arith.constant 5 : index
  %other = memref.load %src[%c0, %five] : memref<2x6xf32>
  vector.print %moved : f32
  vector.print %kept : f32
  vector.print %other : f32
  memref.dealloc %shape : memref<2xi32>
  memref.dealloc %src : memref<2x6xf32>
  return
}
