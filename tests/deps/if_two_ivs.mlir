// A guard relating two induction variables: j <= i.
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefix=CHECK
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefix=CHECK
#set = affine_set<(d0, d1) : (d0 - d1 >= 0)>
func.func @if_two_ivs(%A: memref<10x10xf32>) {
  %cf = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      affine.if #set(%i, %j) {
        affine.store %cf, %A[%i, %j] : memref<10x10xf32>
        %v = affine.load %A[%j, %i] : memref<10x10xf32>
      }
    }
  }
  return
}

// CHECK: {{.*}}:11:9: remark: dependence from 0 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:11:9: remark: dependence from 0 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:11:9: remark: dependence from 0 to 0 at depth 3 = false
// CHECK-NEXT: {{.*}}:11:9: remark: dependence from 0 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:11:9: remark: dependence from 0 to 1 at depth 2 = false
// CHECK-NEXT: {{.*}}:11:9: remark: dependence from 0 to 1 at depth 3 = true
// CHECK-NEXT: {{.*}}:12:14: remark: dependence from 1 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:12:14: remark: dependence from 1 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:12:14: remark: dependence from 1 to 0 at depth 3 = false
// CHECK-NEXT: {{.*}}:12:14: remark: dependence from 1 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:12:14: remark: dependence from 1 to 1 at depth 2 = false
// CHECK-NEXT: {{.*}}:12:14: remark: dependence from 1 to 1 at depth 3 = false
// CHECK-NOT: {{.+}}
