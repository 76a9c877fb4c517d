// Accesses outside any loop: only depth 1, the loop-independent one.
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefix=CHECK
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefix=CHECK
func.func @no_loops(%A: memref<10xf32>) {
  %cf = arith.constant 1.0 : f32
  affine.store %cf, %A[3] : memref<10xf32>
  %v = affine.load %A[3] : memref<10xf32>
  %w = affine.load %A[4] : memref<10xf32>
  return
}

// CHECK: {{.*}}:7:3: remark: dependence from 0 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:7:3: remark: dependence from 0 to 1 at depth 1 = true
// CHECK-NEXT: {{.*}}:7:3: remark: dependence from 0 to 2 at depth 1 = false
// CHECK-NEXT: {{.*}}:8:8: remark: dependence from 1 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:8:8: remark: dependence from 1 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:8:8: remark: dependence from 1 to 2 at depth 1 = false
// CHECK-NEXT: {{.*}}:9:8: remark: dependence from 2 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:9:8: remark: dependence from 2 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:9:8: remark: dependence from 2 to 2 at depth 1 = false
// CHECK-NOT: {{.+}}
