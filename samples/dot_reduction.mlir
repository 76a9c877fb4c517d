// Reductions carried through loop iteration arguments (iter_args): a dot
// product, and the maximum of each row of a matrix.
//
// Try:  affc --emit=mlir samples/dot_reduction.mlir
func.func @dot(%x: memref<?xf32>, %y: memref<?xf32>) -> f32 {
  %zero = arith.constant 0.000000e+00 : f32
  %c0 = arith.constant 0 : index
  %n = memref.dim %x, %c0 : memref<?xf32>
  %sum = affine.for %i = 0 to %n iter_args(%acc = %zero) -> (f32) {
    %a = affine.load %x[%i] : memref<?xf32>
    %b = affine.load %y[%i] : memref<?xf32>
    %p = arith.mulf %a, %b : f32
    %next = arith.addf %acc, %p : f32
    affine.yield %next : f32
  }
  return %sum : f32
}

func.func @row_max(%m: memref<100x256xf32>, %out: memref<100xf32>) {
  %lowest = arith.constant 0xFF800000 : f32
  affine.for %i = 0 to 100 {
    %max = affine.for %j = 0 to 256 step 4 iter_args(%best = %lowest) -> (f32) {
      %v = affine.load %m[%i, %j] : memref<100x256xf32>
      %b = arith.maximumf %best, %v : f32
      affine.yield %b : f32
    }
    affine.store %max, %out[%i] : memref<100xf32>
  }
  return
}
