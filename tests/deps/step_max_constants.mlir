// Step 2 from max(1, 3): a lower bound of several constants is not "a
// constant lower bound" for MLIR, which then drops the stride
// (difference 1); affc keeps i odd.
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefixes=CHECK,AFFC
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefixes=CHECK,MLIR
func.func @step_max_constants(%A: memref<100xf32>) {
  %cf = arith.constant 1.0 : f32
  affine.for %i = max affine_map<() -> (1, 3)>() to 50 step 2 {
    affine.store %cf, %A[%i] : memref<100xf32>
    %v = affine.load %A[%i + 1] : memref<100xf32>
  }
  return
}

// CHECK: {{.*}}:10:5: remark: dependence from 0 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:10:5: remark: dependence from 0 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:10:5: remark: dependence from 0 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:10:5: remark: dependence from 0 to 1 at depth 2 = false
// AFFC-NEXT: {{.*}}:11:10: remark: dependence from 1 to 0 at depth 1 = false
// MLIR-NEXT: {{.*}}:11:10: remark: dependence from 1 to 0 at depth 1 = [1, 1]
// CHECK-NEXT: {{.*}}:11:10: remark: dependence from 1 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:11:10: remark: dependence from 1 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:11:10: remark: dependence from 1 to 1 at depth 2 = false
// CHECK-NOT: {{.+}}
