// Two memref.dim results are two symbols to the analysis, even when they
// name the same size: A[n1] and A[n2] may or may not meet.
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefix=CHECK
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefix=CHECK
func.func @distinct_dim_values(%A: memref<?xf32>) {
  %cf = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %n1 = memref.dim %A, %c0 : memref<?xf32>
  %n2 = memref.dim %A, %c0 : memref<?xf32>
  affine.for %i = 0 to 10 {
    affine.store %cf, %A[symbol(%n1) - 1] : memref<?xf32>
    %v = affine.load %A[symbol(%n2) - 2] : memref<?xf32>
  }
  return
}

// CHECK: {{.*}}:12:5: remark: dependence from 0 to 0 at depth 1 = [1, 9]
// CHECK-NEXT: {{.*}}:12:5: remark: dependence from 0 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:12:5: remark: dependence from 0 to 1 at depth 1 = [1, 9]
// CHECK-NEXT: {{.*}}:12:5: remark: dependence from 0 to 1 at depth 2 = true
// CHECK-NEXT: {{.*}}:13:10: remark: dependence from 1 to 0 at depth 1 = [1, 9]
// CHECK-NEXT: {{.*}}:13:10: remark: dependence from 1 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:13:10: remark: dependence from 1 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:13:10: remark: dependence from 1 to 1 at depth 2 = false
// CHECK-NOT: {{.+}}
