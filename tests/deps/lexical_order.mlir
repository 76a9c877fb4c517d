// The load comes before the store in the loop body: at the
// loop-independent depth only the load-to-store direction holds.
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefix=CHECK
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefix=CHECK
func.func @lexical_order(%A: memref<100xf32>) {
  %cf = arith.constant 1.0 : f32
  affine.for %i = 0 to 50 {
    %v = affine.load %A[%i] : memref<100xf32>
    affine.store %cf, %A[%i] : memref<100xf32>
  }
  return
}

// CHECK: {{.*}}:9:10: remark: dependence from 0 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:9:10: remark: dependence from 0 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:9:10: remark: dependence from 0 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:9:10: remark: dependence from 0 to 1 at depth 2 = true
// CHECK-NEXT: {{.*}}:10:5: remark: dependence from 1 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:10:5: remark: dependence from 1 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:10:5: remark: dependence from 1 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:10:5: remark: dependence from 1 to 1 at depth 2 = false
// CHECK-NOT: {{.+}}
