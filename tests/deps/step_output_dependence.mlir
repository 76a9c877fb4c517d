// A step-2 loop writing one element: the distances between iterations are
// the even numbers 2 .. 10, and MLIR's constraint normalization finds that
// too.
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefix=CHECK
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefix=CHECK
func.func @step_output_dependence(%A: memref<10xf32>) {
  %cf = arith.constant 1.0 : f32
  affine.for %i = 0 to 12 step 2 {
    affine.store %cf, %A[0] : memref<10xf32>
  }
  return
}

// CHECK: {{.*}}:10:5: remark: dependence from 0 to 0 at depth 1 = [2, 10]
// CHECK-NEXT: {{.*}}:10:5: remark: dependence from 0 to 0 at depth 2 = false
// CHECK-NOT: {{.+}}
