// Two nested guards: 3 <= i < 7.
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefix=CHECK
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefix=CHECK
#lo = affine_set<(d0) : (d0 - 3 >= 0)>
#hi = affine_set<(d0) : (-d0 + 6 >= 0)>
func.func @nested_ifs(%A: memref<100xf32>) {
  %cf = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.if #lo(%i) {
      affine.if #hi(%i) {
        affine.store %cf, %A[%i * 2] : memref<100xf32>
      }
    }
    %v = affine.load %A[%i] : memref<100xf32>
  }
  return
}

// CHECK: {{.*}}:12:9: remark: dependence from 0 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:12:9: remark: dependence from 0 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:12:9: remark: dependence from 0 to 1 at depth 1 = [3, 4]
// CHECK-NEXT: {{.*}}:12:9: remark: dependence from 0 to 1 at depth 2 = false
// CHECK-NEXT: {{.*}}:15:10: remark: dependence from 1 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:15:10: remark: dependence from 1 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:15:10: remark: dependence from 1 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:15:10: remark: dependence from 1 to 1 at depth 2 = false
// CHECK-NOT: {{.+}}
