// A subscript that is only a symbol: every iteration touches A[N].
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefix=CHECK
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefix=CHECK
func.func @symbol_subscript(%A: memref<?xf32>, %N: index) {
  affine.for %i = 0 to 10 {
    %v = affine.load %A[symbol(%N)] : memref<?xf32>
    affine.store %v, %A[symbol(%N) + 1] : memref<?xf32>
  }
  return
}

// CHECK: {{.*}}:7:10: remark: dependence from 0 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:7:10: remark: dependence from 0 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:7:10: remark: dependence from 0 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:7:10: remark: dependence from 0 to 1 at depth 2 = false
// CHECK-NEXT: {{.*}}:8:5: remark: dependence from 1 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:8:5: remark: dependence from 1 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:8:5: remark: dependence from 1 to 1 at depth 1 = [1, 9]
// CHECK-NEXT: {{.*}}:8:5: remark: dependence from 1 to 1 at depth 2 = false
// CHECK-NOT: {{.+}}
