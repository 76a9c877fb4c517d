// The inner loop does not take part in the subscript: a direction vector
// [1, 9][-9, 9] at depth 1 and [0, 0][1, 9] at depth 2.
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefix=CHECK
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefix=CHECK
func.func @direction_outer(%A: memref<10xf32>) {
  %cf = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      affine.store %cf, %A[%i] : memref<10xf32>
    }
  }
  return
}

// CHECK: {{.*}}:10:7: remark: dependence from 0 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:10:7: remark: dependence from 0 to 0 at depth 2 = [0, 0][1, 9]
// CHECK-NEXT: {{.*}}:10:7: remark: dependence from 0 to 0 at depth 3 = false
// CHECK-NOT: {{.+}}
