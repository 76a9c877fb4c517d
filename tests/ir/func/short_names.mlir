// Inside a func.func, func ops print without their dialect prefix, as
// mlir-opt prints them, and the short names read back.
// RUN: %affc --emit=mlir %s | FileCheck %s
// RUN: %affc --emit=mlir %s | %affc --emit=mlir - | FileCheck %s

func.func private @g(i32) -> i32

// CHECK-LABEL: func.func @f
// CHECK: %[[R:.*]] = call @g(%{{.*}}) : (i32) -> i32
// CHECK: builtin.unrealized_conversion_cast %[[R]] : i32 to index
// CHECK: scf.execute_region -> i32
// CHECK: return %{{.*}} : i32
func.func @f(%a: i32) -> i32 {
  %r = func.call @g(%a) : (i32) -> i32
  %c = builtin.unrealized_conversion_cast %r : i32 to index
  %x = scf.execute_region -> i32 {
    scf.yield %r : i32
  }
  func.return %x : i32
}
