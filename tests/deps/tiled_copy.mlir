// A tiled transpose: the tile loops step by 4, the point loops stay inside
// their tile (min bounds on the tile iv). A[j, i] meets A[i', j'] only
// when tile tj is tile ti' and tj' is ti, so tj' - tj = ti - ti' <= -4.
// MLIR relaxes the tile strides to rationals and gives [-12, 2] for the tj
// component; affc gives [-12, -4] (README, "Dependence analysis",
// difference 4).
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefixes=CHECK,AFFC
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefixes=CHECK,MLIR
func.func @tiled_copy(%A: memref<16x16xf32>, %B: memref<16x16xf32>) {
  affine.for %ti = 0 to 16 step 4 {
    affine.for %tj = 0 to 16 step 4 {
      affine.for %i = affine_map<(d0) -> (d0)>(%ti) to min affine_map<(d0) -> (d0 + 4, 16)>(%ti) {
        affine.for %j = affine_map<(d0) -> (d0)>(%tj) to min affine_map<(d0) -> (d0 + 4, 16)>(%tj) {
          %v = affine.load %A[%i, %j] : memref<16x16xf32>
          affine.store %v, %A[%j, %i] : memref<16x16xf32>
        }
      }
    }
  }
  return
}

// CHECK: {{.*}}:15:16: remark: dependence from 0 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:15:16: remark: dependence from 0 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:15:16: remark: dependence from 0 to 0 at depth 3 = false
// CHECK-NEXT: {{.*}}:15:16: remark: dependence from 0 to 0 at depth 4 = false
// CHECK-NEXT: {{.*}}:15:16: remark: dependence from 0 to 0 at depth 5 = false
// AFFC-NEXT: {{.*}}:15:16: remark: dependence from 0 to 1 at depth 1 = [4, 12][-12, -4][1, 15][-15, -1]
// MLIR-NEXT: {{.*}}:15:16: remark: dependence from 0 to 1 at depth 1 = [4, 12][-12, 2][1, 15][-15, -1]
// CHECK-NEXT: {{.*}}:15:16: remark: dependence from 0 to 1 at depth 2 = false
// CHECK-NEXT: {{.*}}:15:16: remark: dependence from 0 to 1 at depth 3 = [0, 0][0, 0][1, 3][-3, -1]
// CHECK-NEXT: {{.*}}:15:16: remark: dependence from 0 to 1 at depth 4 = false
// CHECK-NEXT: {{.*}}:15:16: remark: dependence from 0 to 1 at depth 5 = true
// AFFC-NEXT: {{.*}}:16:11: remark: dependence from 1 to 0 at depth 1 = [4, 12][-12, -4][1, 15][-15, -1]
// MLIR-NEXT: {{.*}}:16:11: remark: dependence from 1 to 0 at depth 1 = [4, 12][-12, 2][1, 15][-15, -1]
// CHECK-NEXT: {{.*}}:16:11: remark: dependence from 1 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:16:11: remark: dependence from 1 to 0 at depth 3 = [0, 0][0, 0][1, 3][-3, -1]
// CHECK-NEXT: {{.*}}:16:11: remark: dependence from 1 to 0 at depth 4 = false
// CHECK-NEXT: {{.*}}:16:11: remark: dependence from 1 to 0 at depth 5 = false
// CHECK-NEXT: {{.*}}:16:11: remark: dependence from 1 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:16:11: remark: dependence from 1 to 1 at depth 2 = false
// CHECK-NEXT: {{.*}}:16:11: remark: dependence from 1 to 1 at depth 3 = false
// CHECK-NEXT: {{.*}}:16:11: remark: dependence from 1 to 1 at depth 4 = false
// CHECK-NEXT: {{.*}}:16:11: remark: dependence from 1 to 1 at depth 5 = false
// CHECK-NOT: {{.+}}
