// A[(2i) floordiv 3] for i in [-2, 0): i = -2 writes A[-2], i = -1
// writes A[-1], so the store never meets itself. MLIR's Fourier-Motzkin
// elimination treats the floordiv's quotient as rational and reports
// distance 1; affc counts integer points only (README, "Dependence
// analysis", difference 4).
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefixes=CHECK,AFFC
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefixes=CHECK,MLIR
func.func @floordiv_exact(%A: memref<?xf32>) {
  %cf = arith.constant 1.0 : f32
  affine.for %i = -2 to 0 {
    affine.store %cf, %A[(%i * 2) floordiv 3] : memref<?xf32>
  }
  return
}

// AFFC: {{.*}}:12:5: remark: dependence from 0 to 0 at depth 1 = false
// MLIR: {{.*}}:12:5: remark: dependence from 0 to 0 at depth 1 = [1, 1]
// CHECK-NEXT: {{.*}}:12:5: remark: dependence from 0 to 0 at depth 2 = false
// CHECK-NOT: {{.+}}
