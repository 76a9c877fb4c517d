// The dot product of two vectors of 1024 elements, a reduction carried
// by iter_args.
func.func @dot(%x: memref<1024xf32>, %y: memref<1024xf32>) -> f32 {
  %zero = arith.constant 0.0 : f32
  %sum = affine.for %i = 0 to 1024 iter_args(%acc = %zero) -> (f32) {
    %xi = affine.load %x[%i] : memref<1024xf32>
    %yi = affine.load %y[%i] : memref<1024xf32>
    %p = arith.mulf %xi, %yi : f32
    %s = arith.addf %acc, %p : f32
    affine.yield %s : f32
  }
  return %sum : f32
}
