// An upper bound min(10, i + 3).
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefix=CHECK
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefix=CHECK
func.func @min_upper_bound(%A: memref<20xf32>) {
  %cf = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to min affine_map<(d0) -> (10, d0 + 3)>(%i) {
      %v = affine.load %A[%j] : memref<20xf32>
      affine.store %v, %A[%j + 1] : memref<20xf32>
    }
  }
  return
}

// CHECK: {{.*}}:9:12: remark: dependence from 0 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:9:12: remark: dependence from 0 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:9:12: remark: dependence from 0 to 0 at depth 3 = false
// CHECK-NEXT: {{.*}}:9:12: remark: dependence from 0 to 1 at depth 1 = [1, 1][-1, -1]
// CHECK-NEXT: {{.*}}:9:12: remark: dependence from 0 to 1 at depth 2 = false
// CHECK-NEXT: {{.*}}:9:12: remark: dependence from 0 to 1 at depth 3 = false
// CHECK-NEXT: {{.*}}:10:7: remark: dependence from 1 to 0 at depth 1 = [1, 3][1, 1]
// CHECK-NEXT: {{.*}}:10:7: remark: dependence from 1 to 0 at depth 2 = [0, 0][1, 1]
// CHECK-NEXT: {{.*}}:10:7: remark: dependence from 1 to 0 at depth 3 = false
// CHECK-NEXT: {{.*}}:10:7: remark: dependence from 1 to 1 at depth 1 = [1, 2][0, 0]
// CHECK-NEXT: {{.*}}:10:7: remark: dependence from 1 to 1 at depth 2 = false
// CHECK-NEXT: {{.*}}:10:7: remark: dependence from 1 to 1 at depth 3 = false
// CHECK-NOT: {{.+}}
