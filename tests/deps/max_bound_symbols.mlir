// A max bound mixing an induction variable and a symbol.
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefix=CHECK
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefix=CHECK
func.func @max_bound_symbols(%A: memref<?xf32>, %N: index) {
  %cf = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.for %j = max affine_map<(d0)[s0] -> (d0, s0)>(%i)[%N] to 20 {
      affine.store %cf, %A[%j] : memref<?xf32>
    }
  }
  return
}

// CHECK: {{.*}}:9:7: remark: dependence from 0 to 0 at depth 1 = [1, 9][0, 0]
// CHECK-NEXT: {{.*}}:9:7: remark: dependence from 0 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:9:7: remark: dependence from 0 to 0 at depth 3 = false
// CHECK-NOT: {{.+}}
