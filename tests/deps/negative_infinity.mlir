// With a symbolic lower bound the inner distance has no lower bound:
// "-inf" in the interval.
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefix=CHECK
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefix=CHECK
func.func @negative_infinity(%A: memref<?xf32>, %N: index) {
  %cf = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.for %j = %N to 10 {
      affine.store %cf, %A[%i] : memref<?xf32>
    }
  }
  return
}

// CHECK: {{.*}}:10:7: remark: dependence from 0 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:10:7: remark: dependence from 0 to 0 at depth 2 = [0, 0][1, +inf]
// CHECK-NEXT: {{.*}}:10:7: remark: dependence from 0 to 0 at depth 3 = false
// CHECK-NOT: {{.+}}
