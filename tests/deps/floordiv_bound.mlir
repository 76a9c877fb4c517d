// A lower bound with a floordiv: j from i floordiv 2 to 8.
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefix=CHECK
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefix=CHECK
func.func @floordiv_bound(%A: memref<20xf32>) {
  %cf = arith.constant 1.0 : f32
  affine.for %i = 0 to 8 {
    affine.for %j = affine_map<(d0) -> (d0 floordiv 2)>(%i) to 8 {
      affine.store %cf, %A[%j] : memref<20xf32>
      %v = affine.load %A[%i] : memref<20xf32>
    }
  }
  return
}

// CHECK: {{.*}}:9:7: remark: dependence from 0 to 0 at depth 1 = [1, 7][0, 0]
// CHECK-NEXT: {{.*}}:9:7: remark: dependence from 0 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:9:7: remark: dependence from 0 to 0 at depth 3 = false
// CHECK-NEXT: {{.*}}:9:7: remark: dependence from 0 to 1 at depth 1 = [1, 7][-4, 6]
// CHECK-NEXT: {{.*}}:9:7: remark: dependence from 0 to 1 at depth 2 = [0, 0][1, 7]
// CHECK-NEXT: {{.*}}:9:7: remark: dependence from 0 to 1 at depth 3 = true
// CHECK-NEXT: {{.*}}:10:12: remark: dependence from 1 to 0 at depth 1 = [1, 4][-7, 3]
// CHECK-NEXT: {{.*}}:10:12: remark: dependence from 1 to 0 at depth 2 = [0, 0][1, 4]
// CHECK-NEXT: {{.*}}:10:12: remark: dependence from 1 to 0 at depth 3 = false
// CHECK-NEXT: {{.*}}:10:12: remark: dependence from 1 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:10:12: remark: dependence from 1 to 1 at depth 2 = false
// CHECK-NEXT: {{.*}}:10:12: remark: dependence from 1 to 1 at depth 3 = false
// CHECK-NOT: {{.+}}
