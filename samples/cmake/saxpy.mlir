// y = a * x + y on vectors of any length: affc -O2 runs the loop in
// parallel with OpenMP.
func.func @saxpy(%a: f32, %x: memref<?xf32>, %y: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %n = memref.dim %x, %c0 : memref<?xf32>
  affine.for %i = 0 to %n {
    %xi = affine.load %x[%i] : memref<?xf32>
    %yi = affine.load %y[%i] : memref<?xf32>
    %p = arith.mulf %a, %xi : f32
    %s = arith.addf %p, %yi : f32
    affine.store %s, %y[%i] : memref<?xf32>
  }
  return
}
