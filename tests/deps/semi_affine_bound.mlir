// A semi-affine loop bound makes the domain of everything inside it
// unanalysable.
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefix=CHECK
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefix=CHECK
func.func @semi_affine_bound(%A: memref<?xf32>, %N: index) {
  %cf = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to affine_map<(d0)[s0] -> (d0 * s0)>(%i)[%N] {
      affine.store %cf, %A[%j] : memref<?xf32>
    }
    %v = affine.load %A[%i] : memref<?xf32>
  }
  return
}

// CHECK: {{.*}}:10:7: error: dependence check failed
// CHECK-NEXT: {{.*}}:10:7: error: dependence check failed
// CHECK-NEXT: {{.*}}:10:7: error: dependence check failed
// CHECK-NEXT: {{.*}}:10:7: error: dependence check failed
// CHECK-NEXT: {{.*}}:10:7: error: dependence check failed
// CHECK-NEXT: {{.*}}:12:10: error: dependence check failed
// CHECK-NEXT: {{.*}}:12:10: error: dependence check failed
// CHECK-NEXT: {{.*}}:12:10: remark: dependence from 1 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:12:10: remark: dependence from 1 to 1 at depth 2 = false
// CHECK-NOT: {{.+}}
