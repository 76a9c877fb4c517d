// A value computed from loads is not written at its use when a store or a
// dealloc comes between: affc used to inline `m[0] * 3.0f` past the store
// to m[0] (and past the free of m), computing with the new value.
// RUN: %exec %s
func.func @main() {
  %m = memref.alloc() : memref<2xf32>
  %c0 = arith.constant 0 : index
  %three = arith.constant 3.0 : f32
  %five = arith.constant 5.0 : f32
  memref.store %three, %m[%c0] : memref<2xf32>
  %x = memref.load %m[%c0] : memref<2xf32>
  %sq = arith.mulf %x, %three : f32
  %neg = arith.negf %sq : f32
  memref.store %five, %m[%c0] : memref<2xf32>
  vector.print %neg : f32
  %y = memref.load %m[%c0] : memref<2xf32>
  %twice = arith.addf %y, %five : f32
  memref.dealloc %m : memref<2xf32>
  vector.print %twice : f32
  return
}
