// Accesses at depths 1, 2 and 3 of one nest.
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefix=CHECK
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefix=CHECK
func.func @different_depths(%A: memref<30xf32>) {
  %cf = arith.constant 1.0 : f32
  affine.for %i = 0 to 5 {
    affine.store %cf, %A[%i] : memref<30xf32>
    affine.for %j = 0 to 5 {
      %v = affine.load %A[%i + %j] : memref<30xf32>
      affine.for %k = 0 to 5 {
        affine.store %v, %A[%i + %j + %k] : memref<30xf32>
      }
    }
  }
  return
}

// CHECK: {{.*}}:8:5: remark: dependence from 0 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:8:5: remark: dependence from 0 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:8:5: remark: dependence from 0 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:8:5: remark: dependence from 0 to 1 at depth 2 = true
// CHECK-NEXT: {{.*}}:8:5: remark: dependence from 0 to 2 at depth 1 = false
// CHECK-NEXT: {{.*}}:8:5: remark: dependence from 0 to 2 at depth 2 = true
// CHECK-NEXT: {{.*}}:10:12: remark: dependence from 1 to 0 at depth 1 = [1, 4]
// CHECK-NEXT: {{.*}}:10:12: remark: dependence from 1 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:10:12: remark: dependence from 1 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:10:12: remark: dependence from 1 to 1 at depth 2 = false
// CHECK-NEXT: {{.*}}:10:12: remark: dependence from 1 to 1 at depth 3 = false
// CHECK-NEXT: {{.*}}:10:12: remark: dependence from 1 to 2 at depth 1 = [1, 4][-4, -1]
// CHECK-NEXT: {{.*}}:10:12: remark: dependence from 1 to 2 at depth 2 = false
// CHECK-NEXT: {{.*}}:10:12: remark: dependence from 1 to 2 at depth 3 = true
// CHECK-NEXT: {{.*}}:12:9: remark: dependence from 2 to 0 at depth 1 = [1, 4]
// CHECK-NEXT: {{.*}}:12:9: remark: dependence from 2 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:12:9: remark: dependence from 2 to 1 at depth 1 = [1, 4][-4, 3]
// CHECK-NEXT: {{.*}}:12:9: remark: dependence from 2 to 1 at depth 2 = [0, 0][1, 4]
// CHECK-NEXT: {{.*}}:12:9: remark: dependence from 2 to 1 at depth 3 = false
// CHECK-NEXT: {{.*}}:12:9: remark: dependence from 2 to 2 at depth 1 = [1, 4][-4, 3][-4, 3]
// CHECK-NEXT: {{.*}}:12:9: remark: dependence from 2 to 2 at depth 2 = [0, 0][1, 4][-4, -1]
// CHECK-NEXT: {{.*}}:12:9: remark: dependence from 2 to 2 at depth 3 = false
// CHECK-NEXT: {{.*}}:12:9: remark: dependence from 2 to 2 at depth 4 = false
// CHECK-NOT: {{.+}}
