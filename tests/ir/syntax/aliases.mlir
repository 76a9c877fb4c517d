// Attribute and type aliases, defined before and between their uses.
// RUN: %affc --emit=mlir %s | FileCheck %s
// ALLOW-UNREGISTERED

#map = affine_map<(d0)[s0] -> (d0 * 2 + s0)>
!vec = vector<4xf32>
#dict = {alpha = 1 : i64}

// CHECK-LABEL: func.func @uses
// CHECK: "test.op"() {m = affine_map<(d0)[s0] -> (d0 * 2 + s0)>} : () -> vector<4xf32>
func.func @uses() {
  %0 = "test.op"() {m = #map} : () -> !vec
  return
}

#set = affine_set<(d0) : (d0 - 1 >= 0, d0 == 4)>
!mem = memref<?x4xf32, strided<[4, 1], offset: ?>>

// CHECK-LABEL: func.func @later
// CHECK-SAME: memref<?x4xf32, strided<[4, 1], offset: ?>>
// CHECK: "test.op"() {d = {alpha = 1 : i64}, s = affine_set<(d0) : (d0 - 1 >= 0, d0 - 4 == 0)>} : () -> ()
func.func @later(%m: !mem) {
  "test.op"() {s = #set, d = #dict} : () -> ()
  return
}
