// Subscripts computed by affine.apply are composed into the access.
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefix=CHECK
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefix=CHECK
func.func @apply_subscript(%A: memref<100xf32>) {
  %cf = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      %a = affine.apply affine_map<(d0, d1) -> (d0 * 10 + d1)>(%i, %j)
      affine.store %cf, %A[%a] : memref<100xf32>
      %b = affine.apply affine_map<(d0) -> (d0 - 10)>(%a)
      %v = affine.load %A[%b] : memref<100xf32>
    }
  }
  return
}

// CHECK: {{.*}}:10:7: remark: dependence from 0 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:10:7: remark: dependence from 0 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:10:7: remark: dependence from 0 to 0 at depth 3 = false
// CHECK-NEXT: {{.*}}:10:7: remark: dependence from 0 to 1 at depth 1 = [1, 1][0, 0]
// CHECK-NEXT: {{.*}}:10:7: remark: dependence from 0 to 1 at depth 2 = false
// CHECK-NEXT: {{.*}}:10:7: remark: dependence from 0 to 1 at depth 3 = false
// CHECK-NEXT: {{.*}}:12:12: remark: dependence from 1 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:12:12: remark: dependence from 1 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:12:12: remark: dependence from 1 to 0 at depth 3 = false
// CHECK-NEXT: {{.*}}:12:12: remark: dependence from 1 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:12:12: remark: dependence from 1 to 1 at depth 2 = false
// CHECK-NEXT: {{.*}}:12:12: remark: dependence from 1 to 1 at depth 3 = false
// CHECK-NOT: {{.+}}
