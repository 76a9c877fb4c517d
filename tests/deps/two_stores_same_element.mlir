// Two stores to the same element in one iteration: an output dependence
// at the loop-independent depth, from the first to the second only.
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefix=CHECK
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefix=CHECK
func.func @two_stores_same_element(%A: memref<100xf32>) {
  %c1 = arith.constant 1.0 : f32
  %c2 = arith.constant 2.0 : f32
  affine.for %i = 0 to 10 {
    affine.store %c1, %A[%i] : memref<100xf32>
    affine.store %c2, %A[%i] : memref<100xf32>
  }
  return
}

// CHECK: {{.*}}:10:5: remark: dependence from 0 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:10:5: remark: dependence from 0 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:10:5: remark: dependence from 0 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:10:5: remark: dependence from 0 to 1 at depth 2 = true
// CHECK-NEXT: {{.*}}:11:5: remark: dependence from 1 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:11:5: remark: dependence from 1 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:11:5: remark: dependence from 1 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:11:5: remark: dependence from 1 to 1 at depth 2 = false
// CHECK-NOT: {{.+}}
