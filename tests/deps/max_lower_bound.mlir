// A lower bound max(0, i - 2): j stays within two of i.
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefix=CHECK
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefix=CHECK
func.func @max_lower_bound(%A: memref<20xf32>) {
  %cf = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.for %j = max affine_map<(d0) -> (0, d0 - 2)>(%i) to affine_map<(d0) -> (d0 + 1)>(%i) {
      affine.store %cf, %A[%j] : memref<20xf32>
    }
  }
  return
}

// CHECK: {{.*}}:9:7: remark: dependence from 0 to 0 at depth 1 = [1, 2][0, 0]
// CHECK-NEXT: {{.*}}:9:7: remark: dependence from 0 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:9:7: remark: dependence from 0 to 0 at depth 3 = false
// CHECK-NOT: {{.+}}
