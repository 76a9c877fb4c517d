// Step 2 from a constant lower bound: i is even, so A[i] and A[i + 1]
// never meet. MLIR models this stride exactly.
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefix=CHECK
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefix=CHECK
func.func @step_constant_lb(%A: memref<100xf32>) {
  %cf = arith.constant 1.0 : f32
  affine.for %i = 0 to 50 step 2 {
    affine.store %cf, %A[%i] : memref<100xf32>
    %v = affine.load %A[%i + 1] : memref<100xf32>
  }
  return
}

// CHECK: {{.*}}:9:5: remark: dependence from 0 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:9:5: remark: dependence from 0 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:9:5: remark: dependence from 0 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:9:5: remark: dependence from 0 to 1 at depth 2 = false
// CHECK-NEXT: {{.*}}:10:10: remark: dependence from 1 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:10:10: remark: dependence from 1 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:10:10: remark: dependence from 1 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:10:10: remark: dependence from 1 to 1 at depth 2 = false
// CHECK-NOT: {{.+}}
