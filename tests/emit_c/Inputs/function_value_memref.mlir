func.func @apply(%f: (memref<4xf32>) -> f32, %A: memref<4xf32>) -> f32 {
  %r = func.call_indirect %f(%A) : (memref<4xf32>) -> f32
  return %r : f32
}
