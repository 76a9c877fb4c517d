// A triangular loop under a step-2 loop: the store meets itself when the
// outer iterations c < c' both reach d, so c' - c is even and at most 8.
// MLIR's rational elimination of the stride gives [2, 9]; affc gives
// [2, 8] (README, "Dependence analysis", difference 4).
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefixes=CHECK,AFFC
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefixes=CHECK,MLIR
func.func @step_triangular(%A: memref<?x?xf32>) {
  %cst = arith.constant 1.0 : f32
  affine.for %c = 0 to 12 step 2 {
    affine.for %d = affine_map<(d0) -> (d0)>(%c) to 10 {
      affine.store %cst, %A[%d, 0] : memref<?x?xf32>
    }
  }
  return
}

// AFFC: {{.*}}:12:7: remark: dependence from 0 to 0 at depth 1 = [2, 8][0, 0]
// MLIR: {{.*}}:12:7: remark: dependence from 0 to 0 at depth 1 = [2, 9][0, 0]
// CHECK-NEXT: {{.*}}:12:7: remark: dependence from 0 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:12:7: remark: dependence from 0 to 0 at depth 3 = false
// CHECK-NOT: {{.+}}
