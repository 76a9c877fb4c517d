// External declarations: types only, no body, non-public visibility.
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK: func.func private @ext(i32, f32) -> i32
// CHECK-NEXT: func.func private @none()
// CHECK-NEXT: func.func private @multi(index) -> (i32, f32)
// CHECK-NEXT: func.func private @named(i32)
func.func private @ext(i32, f32) -> i32
func.func private @none()
func.func private @multi(index) -> (i32, f32)
func.func private @named(%a: i32)
