// Every iteration writes the same element: an output dependence carried
// by the loop with every distance from 1 to 9.
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefix=CHECK
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefix=CHECK
func.func @output_dependence(%A: memref<10xf32>) {
  %cf = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.store %cf, %A[0] : memref<10xf32>
  }
  return
}

// CHECK: {{.*}}:9:5: remark: dependence from 0 to 0 at depth 1 = [1, 9]
// CHECK-NEXT: {{.*}}:9:5: remark: dependence from 0 to 0 at depth 2 = false
// CHECK-NOT: {{.+}}
