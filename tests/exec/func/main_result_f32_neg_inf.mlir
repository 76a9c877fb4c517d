// A public @main returning an f32, here minus infinity (-INF), prints it
// as mlir-runner -entry-point-result=f32 does.
// RUN: %exec %s --entry-point-result=f32
func.func @main() -> f32 {
  %m = memref.alloc() : memref<2xf32>
  %a = arith.constant -3.0e38 : f32
  %b = arith.constant 10.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  memref.store %a, %m[%c0] : memref<2xf32>
  memref.store %b, %m[%c1] : memref<2xf32>
  %x = memref.load %m[%c0] : memref<2xf32>
  %y = memref.load %m[%c1] : memref<2xf32>
  %r = arith.mulf %x, %y : f32
  memref.dealloc %m : memref<2xf32>
  return %r : f32
}
