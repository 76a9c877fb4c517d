// The source in an inner loop, the destination after that loop in the
// outer body: their ancestors in the outer body decide the order.
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefix=CHECK
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefix=CHECK
func.func @after_inner_loop(%A: memref<20xf32>) {
  %cf = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      affine.store %cf, %A[%j] : memref<20xf32>
    }
    %v = affine.load %A[%i] : memref<20xf32>
  }
  return
}

// CHECK: {{.*}}:10:7: remark: dependence from 0 to 0 at depth 1 = [1, 9][0, 0]
// CHECK-NEXT: {{.*}}:10:7: remark: dependence from 0 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:10:7: remark: dependence from 0 to 0 at depth 3 = false
// CHECK-NEXT: {{.*}}:10:7: remark: dependence from 0 to 1 at depth 1 = [1, 9]
// CHECK-NEXT: {{.*}}:10:7: remark: dependence from 0 to 1 at depth 2 = true
// CHECK-NEXT: {{.*}}:12:10: remark: dependence from 1 to 0 at depth 1 = [1, 9]
// CHECK-NEXT: {{.*}}:12:10: remark: dependence from 1 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:12:10: remark: dependence from 1 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:12:10: remark: dependence from 1 to 1 at depth 2 = false
// CHECK-NOT: {{.+}}
