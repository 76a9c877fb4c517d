// affine.parallel with one induction variable is one loop.
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefix=CHECK
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefix=CHECK
func.func @parallel_one_iv(%A: memref<100xf32>) {
  %cf = arith.constant 1.0 : f32
  affine.parallel (%i) = (1) to (50) {
    affine.store %cf, %A[%i] : memref<100xf32>
    %v = affine.load %A[%i - 1] : memref<100xf32>
  }
  return
}

// CHECK: {{.*}}:8:5: remark: dependence from 0 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:8:5: remark: dependence from 0 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:8:5: remark: dependence from 0 to 1 at depth 1 = [1, 1]
// CHECK-NEXT: {{.*}}:8:5: remark: dependence from 0 to 1 at depth 2 = false
// CHECK-NEXT: {{.*}}:9:10: remark: dependence from 1 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:9:10: remark: dependence from 1 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:9:10: remark: dependence from 1 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:9:10: remark: dependence from 1 to 1 at depth 2 = false
// CHECK-NOT: {{.+}}
