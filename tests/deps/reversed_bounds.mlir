// A loop whose lower bound is above its upper bound runs no iteration.
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefix=CHECK
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefix=CHECK
func.func @reversed_bounds(%A: memref<100xf32>) {
  %cf = arith.constant 1.0 : f32
  affine.for %i = 10 to 0 {
    affine.store %cf, %A[0] : memref<100xf32>
  }
  %v = affine.load %A[0] : memref<100xf32>
  return
}

// CHECK: {{.*}}:8:5: remark: dependence from 0 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:8:5: remark: dependence from 0 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:8:5: remark: dependence from 0 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:10:8: remark: dependence from 1 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:10:8: remark: dependence from 1 to 1 at depth 1 = false
// CHECK-NOT: {{.+}}
