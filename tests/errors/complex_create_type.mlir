// complex.create's parts have the complex type's element type.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: complex_create_type.mlir:5:8: error: 'complex.create' op failed to verify that complex element type matches real operand type
func.func @f(%a: complex<f32>, %x: f64, %i: i32) {
  %0 = "complex.create"(%x, %x) : (f64, f64) -> complex<f32>
  return
}
