// An imperfect nest: one access in the outer body, one in the inner.
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefix=CHECK
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefix=CHECK
func.func @imperfect_nest(%A: memref<20xf32>) {
  %cf = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.store %cf, %A[%i] : memref<20xf32>
    affine.for %j = 0 to 10 {
      %v = affine.load %A[%j] : memref<20xf32>
    }
  }
  return
}

// CHECK: {{.*}}:8:5: remark: dependence from 0 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:8:5: remark: dependence from 0 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:8:5: remark: dependence from 0 to 1 at depth 1 = [1, 9]
// CHECK-NEXT: {{.*}}:8:5: remark: dependence from 0 to 1 at depth 2 = true
// CHECK-NEXT: {{.*}}:10:12: remark: dependence from 1 to 0 at depth 1 = [1, 9]
// CHECK-NEXT: {{.*}}:10:12: remark: dependence from 1 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:10:12: remark: dependence from 1 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:10:12: remark: dependence from 1 to 1 at depth 2 = false
// CHECK-NEXT: {{.*}}:10:12: remark: dependence from 1 to 1 at depth 3 = false
// CHECK-NOT: {{.+}}
