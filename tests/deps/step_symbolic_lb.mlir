// Step 2 from a symbolic lower bound. MLIR drops the stride when the
// lower bound is not a constant ("domain conservatively approximated"), so
// it finds A[i] and A[i + 1] dependent; affc keeps i - N even and answers
// "false" (README, "Dependence analysis", difference 1).
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefixes=CHECK,AFFC
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefixes=CHECK,MLIR
func.func @step_symbolic_lb(%A: memref<?xf32>, %N: index) {
  %cf = arith.constant 1.0 : f32
  affine.for %i = %N to 100 step 2 {
    affine.store %cf, %A[%i] : memref<?xf32>
    %v = affine.load %A[%i + 1] : memref<?xf32>
  }
  return
}

// CHECK: {{.*}}:11:5: remark: dependence from 0 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:11:5: remark: dependence from 0 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:11:5: remark: dependence from 0 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:11:5: remark: dependence from 0 to 1 at depth 2 = false
// AFFC-NEXT: {{.*}}:12:10: remark: dependence from 1 to 0 at depth 1 = false
// MLIR-NEXT: {{.*}}:12:10: remark: dependence from 1 to 0 at depth 1 = [1, 1]
// CHECK-NEXT: {{.*}}:12:10: remark: dependence from 1 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:12:10: remark: dependence from 1 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:12:10: remark: dependence from 1 to 1 at depth 2 = false
// CHECK-NOT: {{.+}}
