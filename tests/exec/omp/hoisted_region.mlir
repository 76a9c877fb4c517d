// A time loop whose work is all parallel loops runs in every thread of
// one region (#pragma omp parallel around it, #pragma omp for inside):
// each parallel loop must still run each iteration once, even a loop of
// one iteration, and read only what the previous loops finished writing.
// RUN: %exec %s
func.func private @printF64(f64)
func.func private @printNewline()

func.func @main() {
  %A = memref.alloc() : memref<1xf64>
  %B = memref.alloc() : memref<1000xf64>
  %F = memref.alloc() : memref<8xf64>
  %zero = arith.constant 0.0 : f64
  %one = arith.constant 1.0 : f64
  affine.store %zero, %A[0] : memref<1xf64>
  affine.for %i = 0 to 1000 {
    affine.store %zero, %B[%i] : memref<1000xf64>
  }
  affine.for %t = 0 to 8 {
    %c = arith.index_cast %t : index to i64
    %f = arith.sitofp %c : i64 to f64
    affine.store %f, %F[%t] : memref<8xf64>
  }
  affine.for %t = 0 to 8 {
    %f = affine.load %F[%t] : memref<8xf64>
    affine.parallel (%i) = (0) to (1) {
      %a = affine.load %A[%i] : memref<1xf64>
      %s = arith.addf %a, %one : f64
      affine.store %s, %A[%i] : memref<1xf64>
    }
    affine.parallel (%i) = (0) to (1000) {
      %a = affine.load %A[0] : memref<1xf64>
      %b = affine.load %B[%i] : memref<1000xf64>
      %p = arith.mulf %a, %f : f64
      %s = arith.addf %b, %p : f64
      affine.store %s, %B[%i] : memref<1000xf64>
    }
  }
  %a = affine.load %A[0] : memref<1xf64>
  call @printF64(%a) : (f64) -> ()
  call @printNewline() : () -> ()
  %sum = affine.for %i = 0 to 1000 iter_args(%acc = %zero) -> f64 {
    %b = affine.load %B[%i] : memref<1000xf64>
    %s = arith.addf %acc, %b : f64
    affine.yield %s : f64
  }
  call @printF64(%sum) : (f64) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %A : memref<1xf64>
  memref.dealloc %B : memref<1000xf64>
  memref.dealloc %F : memref<8xf64>
  return
}
