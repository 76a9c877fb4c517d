// affine.parallel with step 2: i is even, so A[i] and A[i + 1] never
// meet. MLIR ignores affine.parallel steps and reports distance 1; affc
// keeps them (README, "Dependence analysis", difference 2).
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefixes=CHECK,AFFC
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefixes=CHECK,MLIR
func.func @parallel_step(%A: memref<100xf32>) {
  %cf = arith.constant 1.0 : f32
  affine.parallel (%i) = (0) to (50) step (2) {
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
