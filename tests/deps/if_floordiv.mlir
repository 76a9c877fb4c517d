// A guard with a floordiv: only even i (i - 2 * (i floordiv 2) == 0).
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefix=CHECK
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefix=CHECK
#set = affine_set<(d0) : (d0 - (d0 floordiv 2) * 2 == 0)>
func.func @if_floordiv(%A: memref<100xf32>) {
  %cf = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.if #set(%i) {
      affine.store %cf, %A[%i] : memref<100xf32>
    }
    %v = affine.load %A[%i - 1] : memref<100xf32>
  }
  return
}

// CHECK: {{.*}}:10:7: remark: dependence from 0 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:10:7: remark: dependence from 0 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:10:7: remark: dependence from 0 to 1 at depth 1 = [1, 1]
// CHECK-NEXT: {{.*}}:10:7: remark: dependence from 0 to 1 at depth 2 = false
// CHECK-NEXT: {{.*}}:12:10: remark: dependence from 1 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:12:10: remark: dependence from 1 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:12:10: remark: dependence from 1 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:12:10: remark: dependence from 1 to 1 at depth 2 = false
// CHECK-NOT: {{.+}}
