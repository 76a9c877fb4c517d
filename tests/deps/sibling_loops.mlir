// Two sibling inner loops: one common loop; the first inner loop comes
// before the second in the outer body.
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefix=CHECK
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefix=CHECK
func.func @sibling_loops(%A: memref<20x20xf32>) {
  %cf = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      affine.store %cf, %A[%i, %j] : memref<20x20xf32>
    }
    affine.for %k = 0 to 10 {
      %v = affine.load %A[%i, %k + 1] : memref<20x20xf32>
    }
  }
  return
}

// CHECK: {{.*}}:10:7: remark: dependence from 0 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:10:7: remark: dependence from 0 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:10:7: remark: dependence from 0 to 0 at depth 3 = false
// CHECK-NEXT: {{.*}}:10:7: remark: dependence from 0 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:10:7: remark: dependence from 0 to 1 at depth 2 = true
// CHECK-NEXT: {{.*}}:13:12: remark: dependence from 1 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:13:12: remark: dependence from 1 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:13:12: remark: dependence from 1 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:13:12: remark: dependence from 1 to 1 at depth 2 = false
// CHECK-NEXT: {{.*}}:13:12: remark: dependence from 1 to 1 at depth 3 = false
// CHECK-NOT: {{.+}}
