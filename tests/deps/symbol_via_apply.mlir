// A symbol computed by affine.apply at the top of the function is
// composed into the subscript: A[k] is A[N + 1], never A[N].
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefix=CHECK
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefix=CHECK
func.func @symbol_via_apply(%A: memref<?xf32>, %N: index) {
  %cf = arith.constant 1.0 : f32
  %k = affine.apply affine_map<()[s0] -> (s0 + 1)>()[%N]
  affine.for %i = 0 to 10 {
    affine.store %cf, %A[symbol(%k)] : memref<?xf32>
    %v = affine.load %A[symbol(%N)] : memref<?xf32>
  }
  return
}

// CHECK: {{.*}}:10:5: remark: dependence from 0 to 0 at depth 1 = [1, 9]
// CHECK-NEXT: {{.*}}:10:5: remark: dependence from 0 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:10:5: remark: dependence from 0 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:10:5: remark: dependence from 0 to 1 at depth 2 = false
// CHECK-NEXT: {{.*}}:11:10: remark: dependence from 1 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:11:10: remark: dependence from 1 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:11:10: remark: dependence from 1 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:11:10: remark: dependence from 1 to 1 at depth 2 = false
// CHECK-NOT: {{.+}}
