// Two independent symbols in the subscripts.
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefix=CHECK
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefix=CHECK
func.func @two_symbols(%A: memref<?xf32>, %N: index, %M: index) {
  %cf = arith.constant 1.0 : f32
  affine.for %i = 0 to 100 {
    affine.store %cf, %A[%i + symbol(%N)] : memref<?xf32>
    %v = affine.load %A[%i + symbol(%M)] : memref<?xf32>
  }
  return
}

// CHECK: {{.*}}:8:5: remark: dependence from 0 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:8:5: remark: dependence from 0 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:8:5: remark: dependence from 0 to 1 at depth 1 = [1, 99]
// CHECK-NEXT: {{.*}}:8:5: remark: dependence from 0 to 1 at depth 2 = true
// CHECK-NEXT: {{.*}}:9:10: remark: dependence from 1 to 0 at depth 1 = [1, 99]
// CHECK-NEXT: {{.*}}:9:10: remark: dependence from 1 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:9:10: remark: dependence from 1 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:9:10: remark: dependence from 1 to 1 at depth 2 = false
// CHECK-NOT: {{.+}}
