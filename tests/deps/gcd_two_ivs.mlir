// A[4i + 6j] and A[4i + 6j + 1]: 2 divides both coefficients but not 1.
// The store meets itself when 2(i' - i) = -3(j' - j): i' - i is a multiple
// of 3, so the exact interval at depth 1 is [3, 9]; MLIR's rational
// elimination gives [2, 9] (README, "Dependence analysis", difference 4).
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefixes=CHECK,AFFC
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefixes=CHECK,MLIR
func.func @gcd_two_ivs(%A: memref<200xf32>) {
  %cf = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      affine.store %cf, %A[%i * 4 + %j * 6] : memref<200xf32>
      %v = affine.load %A[%i * 4 + %j * 6 + 1] : memref<200xf32>
    }
  }
  return
}

// AFFC: {{.*}}:12:7: remark: dependence from 0 to 0 at depth 1 = [3, 9][-6, -2]
// MLIR: {{.*}}:12:7: remark: dependence from 0 to 0 at depth 1 = [2, 9][-6, -2]
// CHECK-NEXT: {{.*}}:12:7: remark: dependence from 0 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:12:7: remark: dependence from 0 to 0 at depth 3 = false
// CHECK-NEXT: {{.*}}:12:7: remark: dependence from 0 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:12:7: remark: dependence from 0 to 1 at depth 2 = false
// CHECK-NEXT: {{.*}}:12:7: remark: dependence from 0 to 1 at depth 3 = false
// CHECK-NEXT: {{.*}}:13:12: remark: dependence from 1 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:13:12: remark: dependence from 1 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:13:12: remark: dependence from 1 to 0 at depth 3 = false
// CHECK-NEXT: {{.*}}:13:12: remark: dependence from 1 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:13:12: remark: dependence from 1 to 1 at depth 2 = false
// CHECK-NEXT: {{.*}}:13:12: remark: dependence from 1 to 1 at depth 3 = false
// CHECK-NOT: {{.+}}
