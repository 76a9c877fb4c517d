// Even and odd elements never meet (the GCD test).
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefix=CHECK
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefix=CHECK
func.func @gcd_no_dependence(%A: memref<200xf32>) {
  %cf = arith.constant 1.0 : f32
  affine.for %i = 0 to 50 {
    affine.store %cf, %A[%i * 2] : memref<200xf32>
    %v = affine.load %A[%i * 2 + 1] : memref<200xf32>
  }
  return
}

// CHECK: {{.*}}:8:5: remark: dependence from 0 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:8:5: remark: dependence from 0 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:8:5: remark: dependence from 0 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:8:5: remark: dependence from 0 to 1 at depth 2 = false
// CHECK-NEXT: {{.*}}:9:10: remark: dependence from 1 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:9:10: remark: dependence from 1 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:9:10: remark: dependence from 1 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:9:10: remark: dependence from 1 to 1 at depth 2 = false
// CHECK-NOT: {{.+}}
