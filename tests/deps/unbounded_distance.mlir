// A symbolic trip count and one element written every iteration: the
// distance has no upper bound (+inf).
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefix=CHECK
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefix=CHECK
func.func @unbounded_distance(%A: memref<?xf32>, %N: index) {
  %cf = arith.constant 1.0 : f32
  affine.for %i = 0 to %N {
    affine.store %cf, %A[0] : memref<?xf32>
  }
  return
}

// CHECK: {{.*}}:9:5: remark: dependence from 0 to 0 at depth 1 = [1, +inf]
// CHECK-NEXT: {{.*}}:9:5: remark: dependence from 0 to 0 at depth 2 = false
// CHECK-NOT: {{.+}}
