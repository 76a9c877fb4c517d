// Two loop nests with no common loop: depth 1 says "true" when the first
// nest writes what the second reads (seed: dependent_loops).
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefix=CHECK
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefix=CHECK
func.func @producer_consumer(%A: memref<10xf32>) {
  %cf = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.store %cf, %A[%i] : memref<10xf32>
  }
  affine.for %j = 0 to 10 {
    %v = affine.load %A[%j] : memref<10xf32>
  }
  return
}

// CHECK: {{.*}}:9:5: remark: dependence from 0 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:9:5: remark: dependence from 0 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:9:5: remark: dependence from 0 to 1 at depth 1 = true
// CHECK-NEXT: {{.*}}:12:10: remark: dependence from 1 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:12:10: remark: dependence from 1 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:12:10: remark: dependence from 1 to 1 at depth 2 = false
// CHECK-NOT: {{.+}}
