// Step 3: the distance is measured in induction-variable values (3), not
// in iterations.
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefix=CHECK
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefix=CHECK
func.func @step_distance(%A: memref<100xf32>) {
  %cf = arith.constant 1.0 : f32
  affine.for %i = 3 to 60 step 3 {
    affine.store %cf, %A[%i] : memref<100xf32>
    %v = affine.load %A[%i - 3] : memref<100xf32>
  }
  return
}

// CHECK: {{.*}}:9:5: remark: dependence from 0 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:9:5: remark: dependence from 0 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:9:5: remark: dependence from 0 to 1 at depth 1 = [3, 3]
// CHECK-NEXT: {{.*}}:9:5: remark: dependence from 0 to 1 at depth 2 = false
// CHECK-NEXT: {{.*}}:10:10: remark: dependence from 1 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:10:10: remark: dependence from 1 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:10:10: remark: dependence from 1 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:10:10: remark: dependence from 1 to 1 at depth 2 = false
// CHECK-NOT: {{.+}}
