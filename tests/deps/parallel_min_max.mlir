// affine.parallel bounds with max and min over the outer iv.
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefix=CHECK
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefix=CHECK
func.func @parallel_min_max(%A: memref<40xf32>) {
  %cf = arith.constant 1.0 : f32
  affine.for %t = 0 to 32 step 8 {
    affine.parallel (%i) = (max(%t, 1)) to (min(%t + 8, 30)) {
      %v = affine.load %A[%i - 1] : memref<40xf32>
      affine.store %v, %A[%i] : memref<40xf32>
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
// CHECK-NEXT: {{.*}}:10:7: remark: dependence from 1 to 0 at depth 1 = [8, 8][1, 1]
// CHECK-NEXT: {{.*}}:10:7: remark: dependence from 1 to 0 at depth 2 = [0, 0][1, 1]
// CHECK-NEXT: {{.*}}:10:7: remark: dependence from 1 to 0 at depth 3 = false
// CHECK-NEXT: {{.*}}:10:7: remark: dependence from 1 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:10:7: remark: dependence from 1 to 1 at depth 2 = false
// CHECK-NEXT: {{.*}}:10:7: remark: dependence from 1 to 1 at depth 3 = false
// CHECK-NOT: {{.+}}
