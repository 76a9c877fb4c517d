// The load reads what the store wrote in the same iteration: only the
// loop-independent depth (2 = common loops + 1) says "true".
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefix=CHECK
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefix=CHECK
func.func @loop_independent(%A: memref<100xf32>) {
  %cf = arith.constant 1.0 : f32
  affine.for %i = 0 to 50 {
    affine.store %cf, %A[%i] : memref<100xf32>
    %v = affine.load %A[%i] : memref<100xf32>
  }
  return
}

// CHECK: {{.*}}:9:5: remark: dependence from 0 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:9:5: remark: dependence from 0 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:9:5: remark: dependence from 0 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:9:5: remark: dependence from 0 to 1 at depth 2 = true
// CHECK-NEXT: {{.*}}:10:10: remark: dependence from 1 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:10:10: remark: dependence from 1 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:10:10: remark: dependence from 1 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:10:10: remark: dependence from 1 to 1 at depth 2 = false
// CHECK-NOT: {{.+}}
