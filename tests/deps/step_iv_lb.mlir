// Step 2 from a lower bound on the outer induction variable: j - i is
// even. MLIR drops the stride (difference 1); affc keeps it.
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefixes=CHECK,AFFC
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefixes=CHECK,MLIR
func.func @step_iv_lb(%A: memref<100xf32>) {
  %cf = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to 20 step 2 {
      affine.store %cf, %A[%j - %i] : memref<100xf32>
      %v = affine.load %A[%j - %i + 1] : memref<100xf32>
    }
  }
  return
}

// CHECK: {{.*}}:10:7: remark: dependence from 0 to 0 at depth 1 = [1, 9][1, 9]
// CHECK-NEXT: {{.*}}:10:7: remark: dependence from 0 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:10:7: remark: dependence from 0 to 0 at depth 3 = false
// AFFC-NEXT: {{.*}}:10:7: remark: dependence from 0 to 1 at depth 1 = false
// MLIR-NEXT: {{.*}}:10:7: remark: dependence from 0 to 1 at depth 1 = [1, 9][0, 8]
// CHECK-NEXT: {{.*}}:10:7: remark: dependence from 0 to 1 at depth 2 = false
// CHECK-NEXT: {{.*}}:10:7: remark: dependence from 0 to 1 at depth 3 = false
// AFFC-NEXT: {{.*}}:11:12: remark: dependence from 1 to 0 at depth 1 = false
// MLIR-NEXT: {{.*}}:11:12: remark: dependence from 1 to 0 at depth 1 = [1, 9][2, 10]
// AFFC-NEXT: {{.*}}:11:12: remark: dependence from 1 to 0 at depth 2 = false
// MLIR-NEXT: {{.*}}:11:12: remark: dependence from 1 to 0 at depth 2 = [0, 0][1, 1]
// CHECK-NEXT: {{.*}}:11:12: remark: dependence from 1 to 0 at depth 3 = false
// CHECK-NEXT: {{.*}}:11:12: remark: dependence from 1 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:11:12: remark: dependence from 1 to 1 at depth 2 = false
// CHECK-NEXT: {{.*}}:11:12: remark: dependence from 1 to 1 at depth 3 = false
// CHECK-NOT: {{.+}}
