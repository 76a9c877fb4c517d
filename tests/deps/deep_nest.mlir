// A five-deep nest: components for five common loops.
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefix=CHECK
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefix=CHECK
func.func @deep_nest(%A: memref<4x4x4x4x4xf32>) {
  affine.for %a = 0 to 4 {
    affine.for %b = 0 to 4 {
      affine.for %c = 0 to 4 {
        affine.for %d = 0 to 4 {
          affine.for %e = 1 to 4 {
            %v = affine.load %A[%a, %b, %c, %d, %e - 1] : memref<4x4x4x4x4xf32>
            affine.store %v, %A[%a, %b, %c, %d, %e] : memref<4x4x4x4x4xf32>
          }
        }
      }
    }
  }
  return
}

// CHECK: {{.*}}:11:18: remark: dependence from 0 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:11:18: remark: dependence from 0 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:11:18: remark: dependence from 0 to 0 at depth 3 = false
// CHECK-NEXT: {{.*}}:11:18: remark: dependence from 0 to 0 at depth 4 = false
// CHECK-NEXT: {{.*}}:11:18: remark: dependence from 0 to 0 at depth 5 = false
// CHECK-NEXT: {{.*}}:11:18: remark: dependence from 0 to 0 at depth 6 = false
// CHECK-NEXT: {{.*}}:11:18: remark: dependence from 0 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:11:18: remark: dependence from 0 to 1 at depth 2 = false
// CHECK-NEXT: {{.*}}:11:18: remark: dependence from 0 to 1 at depth 3 = false
// CHECK-NEXT: {{.*}}:11:18: remark: dependence from 0 to 1 at depth 4 = false
// CHECK-NEXT: {{.*}}:11:18: remark: dependence from 0 to 1 at depth 5 = false
// CHECK-NEXT: {{.*}}:11:18: remark: dependence from 0 to 1 at depth 6 = false
// CHECK-NEXT: {{.*}}:12:13: remark: dependence from 1 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:12:13: remark: dependence from 1 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:12:13: remark: dependence from 1 to 0 at depth 3 = false
// CHECK-NEXT: {{.*}}:12:13: remark: dependence from 1 to 0 at depth 4 = false
// CHECK-NEXT: {{.*}}:12:13: remark: dependence from 1 to 0 at depth 5 = [0, 0][0, 0][0, 0][0, 0][1, 1]
// CHECK-NEXT: {{.*}}:12:13: remark: dependence from 1 to 0 at depth 6 = false
// CHECK-NEXT: {{.*}}:12:13: remark: dependence from 1 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:12:13: remark: dependence from 1 to 1 at depth 2 = false
// CHECK-NEXT: {{.*}}:12:13: remark: dependence from 1 to 1 at depth 3 = false
// CHECK-NEXT: {{.*}}:12:13: remark: dependence from 1 to 1 at depth 4 = false
// CHECK-NEXT: {{.*}}:12:13: remark: dependence from 1 to 1 at depth 5 = false
// CHECK-NEXT: {{.*}}:12:13: remark: dependence from 1 to 1 at depth 6 = false
// CHECK-NOT: {{.+}}
