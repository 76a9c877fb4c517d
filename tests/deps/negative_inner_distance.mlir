// Distance 1 on the outer loop and -1 on the inner one.
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefix=CHECK
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefix=CHECK
func.func @negative_inner_distance(%A: memref<20x20xf32>) {
  %cf = arith.constant 1.0 : f32
  affine.for %i = 1 to 10 {
    affine.for %j = 0 to 10 {
      affine.store %cf, %A[%i, %j] : memref<20x20xf32>
      %v = affine.load %A[%i - 1, %j + 1] : memref<20x20xf32>
    }
  }
  return
}

// CHECK: {{.*}}:9:7: remark: dependence from 0 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:9:7: remark: dependence from 0 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:9:7: remark: dependence from 0 to 0 at depth 3 = false
// CHECK-NEXT: {{.*}}:9:7: remark: dependence from 0 to 1 at depth 1 = [1, 1][-1, -1]
// CHECK-NEXT: {{.*}}:9:7: remark: dependence from 0 to 1 at depth 2 = false
// CHECK-NEXT: {{.*}}:9:7: remark: dependence from 0 to 1 at depth 3 = false
// CHECK-NEXT: {{.*}}:10:12: remark: dependence from 1 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:10:12: remark: dependence from 1 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:10:12: remark: dependence from 1 to 0 at depth 3 = false
// CHECK-NEXT: {{.*}}:10:12: remark: dependence from 1 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:10:12: remark: dependence from 1 to 1 at depth 2 = false
// CHECK-NEXT: {{.*}}:10:12: remark: dependence from 1 to 1 at depth 3 = false
// CHECK-NOT: {{.+}}
