// MLIR does not flatten a floordiv or mod by a negative constant: the
// pairs with those accesses fail.
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefix=CHECK
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefix=CHECK
func.func @negative_divisor(%A: memref<100xf32>) {
  %cf = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.store %cf, %A[%i floordiv -2] : memref<100xf32>
    %v = affine.load %A[%i mod -3] : memref<100xf32>
    %w = affine.load %A[%i] : memref<100xf32>
  }
  return
}

// CHECK: {{.*}}:9:5: error: dependence check failed
// CHECK-NEXT: {{.*}}:9:5: error: dependence check failed
// CHECK-NEXT: {{.*}}:9:5: error: dependence check failed
// CHECK-NEXT: {{.*}}:9:5: error: dependence check failed
// CHECK-NEXT: {{.*}}:9:5: error: dependence check failed
// CHECK-NEXT: {{.*}}:9:5: error: dependence check failed
// CHECK-NEXT: {{.*}}:10:10: error: dependence check failed
// CHECK-NEXT: {{.*}}:10:10: error: dependence check failed
// CHECK-NEXT: {{.*}}:10:10: remark: dependence from 1 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:10:10: remark: dependence from 1 to 1 at depth 2 = false
// CHECK-NEXT: {{.*}}:10:10: remark: dependence from 1 to 2 at depth 1 = false
// CHECK-NEXT: {{.*}}:10:10: remark: dependence from 1 to 2 at depth 2 = false
// CHECK-NEXT: {{.*}}:11:10: error: dependence check failed
// CHECK-NEXT: {{.*}}:11:10: error: dependence check failed
// CHECK-NEXT: {{.*}}:11:10: remark: dependence from 2 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:11:10: remark: dependence from 2 to 1 at depth 2 = false
// CHECK-NEXT: {{.*}}:11:10: remark: dependence from 2 to 2 at depth 1 = false
// CHECK-NEXT: {{.*}}:11:10: remark: dependence from 2 to 2 at depth 2 = false
// CHECK-NOT: {{.+}}
