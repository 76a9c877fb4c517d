// A[i mod 4] against A[(i + 1) mod 4]: the elements come back every four
// iterations, so the exact distances are 4 and 8 (store to store) and
// 1, 5, 9 (load to store); MLIR's rational elimination of the mod's
// quotient widens the intervals to [4, 11] and [1, 11] (difference 4).
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefixes=CHECK,AFFC
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefixes=CHECK,MLIR
func.func @mod_subscript(%A: memref<4xf32>) {
  %cf = arith.constant 1.0 : f32
  affine.for %i = 0 to 12 {
    affine.store %cf, %A[%i mod 4] : memref<4xf32>
    %v = affine.load %A[(%i + 1) mod 4] : memref<4xf32>
  }
  return
}

// AFFC: {{.*}}:11:5: remark: dependence from 0 to 0 at depth 1 = [4, 8]
// MLIR: {{.*}}:11:5: remark: dependence from 0 to 0 at depth 1 = [4, 11]
// CHECK-NEXT: {{.*}}:11:5: remark: dependence from 0 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:11:5: remark: dependence from 0 to 1 at depth 1 = [3, 11]
// CHECK-NEXT: {{.*}}:11:5: remark: dependence from 0 to 1 at depth 2 = false
// AFFC-NEXT: {{.*}}:12:10: remark: dependence from 1 to 0 at depth 1 = [1, 9]
// MLIR-NEXT: {{.*}}:12:10: remark: dependence from 1 to 0 at depth 1 = [1, 11]
// CHECK-NEXT: {{.*}}:12:10: remark: dependence from 1 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:12:10: remark: dependence from 1 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:12:10: remark: dependence from 1 to 1 at depth 2 = false
// CHECK-NOT: {{.+}}
