// A distance carried by the inner loop only: [0, 0][3, 3] at depth 2.
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefix=CHECK
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefix=CHECK
func.func @distance_inner(%A: memref<10x20xf32>) {
  %cf = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 17 {
      %v = affine.load %A[%i, %j] : memref<10x20xf32>
      affine.store %v, %A[%i, %j + 3] : memref<10x20xf32>
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
// CHECK-NEXT: {{.*}}:10:7: remark: dependence from 1 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:10:7: remark: dependence from 1 to 0 at depth 2 = [0, 0][3, 3]
// CHECK-NEXT: {{.*}}:10:7: remark: dependence from 1 to 0 at depth 3 = false
// CHECK-NEXT: {{.*}}:10:7: remark: dependence from 1 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:10:7: remark: dependence from 1 to 1 at depth 2 = false
// CHECK-NEXT: {{.*}}:10:7: remark: dependence from 1 to 1 at depth 3 = false
// CHECK-NOT: {{.+}}
