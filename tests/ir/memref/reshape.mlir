// memref.reshape: a contiguous memref seen with the shape a 1-d memref of
// integers or indices holds; a shape of dynamic length gives an unranked
// result.
// RUN: %affc --emit=mlir %s | FileCheck %s

// CHECK-LABEL: func.func @reshape
func.func @reshape(%a: memref<4x2xf32>, %s: memref<2xindex>, %d: memref<?xi32>,
                   %u: memref<*xf32>, %t: memref<3xi64>) {
  // CHECK-NEXT: %0 = memref.reshape %a(%s) : (memref<4x2xf32>, memref<2xindex>) -> memref<2x4xf32>
  %0 = memref.reshape %a(%s) : (memref<4x2xf32>, memref<2xindex>) -> memref<2x4xf32>
  // CHECK-NEXT: %1 = memref.reshape %a(%d) {tag} : (memref<4x2xf32>, memref<?xi32>) -> memref<*xf32>
  %1 = memref.reshape %a(%d) {tag} : (memref<4x2xf32>, memref<?xi32>) -> memref<*xf32>
  // CHECK-NEXT: %2 = memref.reshape %u(%t) : (memref<*xf32>, memref<3xi64>) -> memref<?x?x2xf32>
  %2 = memref.reshape %u(%t) : (memref<*xf32>, memref<3xi64>) -> memref<?x?x2xf32>
  // CHECK-NEXT: %3 = memref.reshape %0(%s) : (memref<2x4xf32>, memref<2xindex>) -> memref<?x4xf32>
  %3 = "memref.reshape"(%0, %s) : (memref<2x4xf32>, memref<2xindex>) -> memref<?x4xf32>
  return
}
