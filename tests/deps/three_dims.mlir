// A 3-d memref in a 3-deep nest (a stencil step).
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefix=CHECK
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefix=CHECK
func.func @three_dims(%A: memref<10x10x10xf32>) {
  affine.for %i = 1 to 9 {
    affine.for %j = 1 to 9 {
      affine.for %k = 1 to 9 {
        %v = affine.load %A[%i - 1, %j, %k + 1] : memref<10x10x10xf32>
        affine.store %v, %A[%i, %j, %k] : memref<10x10x10xf32>
      }
    }
  }
  return
}

// CHECK: {{.*}}:9:14: remark: dependence from 0 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:9:14: remark: dependence from 0 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:9:14: remark: dependence from 0 to 0 at depth 3 = false
// CHECK-NEXT: {{.*}}:9:14: remark: dependence from 0 to 0 at depth 4 = false
// CHECK-NEXT: {{.*}}:9:14: remark: dependence from 0 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:9:14: remark: dependence from 0 to 1 at depth 2 = false
// CHECK-NEXT: {{.*}}:9:14: remark: dependence from 0 to 1 at depth 3 = false
// CHECK-NEXT: {{.*}}:9:14: remark: dependence from 0 to 1 at depth 4 = false
// CHECK-NEXT: {{.*}}:10:9: remark: dependence from 1 to 0 at depth 1 = [1, 1][0, 0][-1, -1]
// CHECK-NEXT: {{.*}}:10:9: remark: dependence from 1 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:10:9: remark: dependence from 1 to 0 at depth 3 = false
// CHECK-NEXT: {{.*}}:10:9: remark: dependence from 1 to 0 at depth 4 = false
// CHECK-NEXT: {{.*}}:10:9: remark: dependence from 1 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:10:9: remark: dependence from 1 to 1 at depth 2 = false
// CHECK-NEXT: {{.*}}:10:9: remark: dependence from 1 to 1 at depth 3 = false
// CHECK-NEXT: {{.*}}:10:9: remark: dependence from 1 to 1 at depth 4 = false
// CHECK-NOT: {{.+}}
