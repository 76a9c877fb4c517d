// A bound from memref.dim is a symbol.
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefix=CHECK
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefix=CHECK
func.func @memref_dim_bound(%A: memref<?xf32>) {
  %cf = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %n = memref.dim %A, %c0 : memref<?xf32>
  affine.for %i = 2 to %n {
    %v = affine.load %A[%i - 2] : memref<?xf32>
    affine.store %v, %A[%i] : memref<?xf32>
  }
  return
}

// CHECK: {{.*}}:10:10: remark: dependence from 0 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:10:10: remark: dependence from 0 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:10:10: remark: dependence from 0 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:10:10: remark: dependence from 0 to 1 at depth 2 = false
// CHECK-NEXT: {{.*}}:11:5: remark: dependence from 1 to 0 at depth 1 = [2, 2]
// CHECK-NEXT: {{.*}}:11:5: remark: dependence from 1 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:11:5: remark: dependence from 1 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:11:5: remark: dependence from 1 to 1 at depth 2 = false
// CHECK-NOT: {{.+}}
