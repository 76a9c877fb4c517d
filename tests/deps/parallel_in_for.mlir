// An affine.parallel nested in an affine.for.
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefix=CHECK
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefix=CHECK
func.func @parallel_in_for(%A: memref<20x20xf32>) {
  %cf = arith.constant 1.0 : f32
  affine.for %t = 1 to 10 {
    affine.parallel (%i) = (0) to (10) {
      %v = affine.load %A[%t - 1, %i] : memref<20x20xf32>
      affine.store %v, %A[%t, %i] : memref<20x20xf32>
    }
  }
  return
}

// CHECK: {{.*}}:9:12: remark: dependence from 0 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:9:12: remark: dependence from 0 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:9:12: remark: dependence from 0 to 0 at depth 3 = false
// CHECK-NEXT: {{.*}}:9:12: remark: dependence from 0 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:9:12: remark: dependence from 0 to 1 at depth 2 = false
// CHECK-NEXT: {{.*}}:9:12: remark: dependence from 0 to 1 at depth 3 = false
// CHECK-NEXT: {{.*}}:10:7: remark: dependence from 1 to 0 at depth 1 = [1, 1][0, 0]
// CHECK-NEXT: {{.*}}:10:7: remark: dependence from 1 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:10:7: remark: dependence from 1 to 0 at depth 3 = false
// CHECK-NEXT: {{.*}}:10:7: remark: dependence from 1 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:10:7: remark: dependence from 1 to 1 at depth 2 = false
// CHECK-NEXT: {{.*}}:10:7: remark: dependence from 1 to 1 at depth 3 = false
// CHECK-NOT: {{.+}}
