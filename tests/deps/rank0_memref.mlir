// A rank-0 memref: every access touches its one element.
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefix=CHECK
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefix=CHECK
func.func @rank0_memref(%S: memref<f32>) {
  %cf = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    %v = affine.load %S[] : memref<f32>
    affine.store %v, %S[] : memref<f32>
  }
  return
}

// CHECK: {{.*}}:8:10: remark: dependence from 0 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:8:10: remark: dependence from 0 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:8:10: remark: dependence from 0 to 1 at depth 1 = [1, 9]
// CHECK-NEXT: {{.*}}:8:10: remark: dependence from 0 to 1 at depth 2 = true
// CHECK-NEXT: {{.*}}:9:5: remark: dependence from 1 to 0 at depth 1 = [1, 9]
// CHECK-NEXT: {{.*}}:9:5: remark: dependence from 1 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:9:5: remark: dependence from 1 to 1 at depth 1 = [1, 9]
// CHECK-NEXT: {{.*}}:9:5: remark: dependence from 1 to 1 at depth 2 = false
// CHECK-NOT: {{.+}}
