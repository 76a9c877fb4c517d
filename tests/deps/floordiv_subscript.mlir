// A[i floordiv 2]: two consecutive iterations write each element.
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefix=CHECK
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefix=CHECK
func.func @floordiv_subscript(%A: memref<50xf32>) {
  %cf = arith.constant 1.0 : f32
  affine.for %i = 0 to 20 {
    affine.store %cf, %A[%i floordiv 2] : memref<50xf32>
  }
  return
}

// CHECK: {{.*}}:8:5: remark: dependence from 0 to 0 at depth 1 = [1, 1]
// CHECK-NEXT: {{.*}}:8:5: remark: dependence from 0 to 0 at depth 2 = false
// CHECK-NOT: {{.+}}
