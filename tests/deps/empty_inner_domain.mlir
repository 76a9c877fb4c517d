// An inner loop whose range is empty for every outer iteration.
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefix=CHECK
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefix=CHECK
func.func @empty_inner_domain(%A: memref<100xf32>) {
  %cf = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.for %j = affine_map<(d0) -> (d0 + 1)>(%i) to affine_map<(d0) -> (d0)>(%i) {
      affine.store %cf, %A[%j] : memref<100xf32>
    }
    %v = affine.load %A[%i] : memref<100xf32>
  }
  return
}

// CHECK: {{.*}}:9:7: remark: dependence from 0 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:9:7: remark: dependence from 0 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:9:7: remark: dependence from 0 to 0 at depth 3 = false
// CHECK-NEXT: {{.*}}:9:7: remark: dependence from 0 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:9:7: remark: dependence from 0 to 1 at depth 2 = false
// CHECK-NEXT: {{.*}}:11:10: remark: dependence from 1 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:11:10: remark: dependence from 1 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:11:10: remark: dependence from 1 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:11:10: remark: dependence from 1 to 1 at depth 2 = false
// CHECK-NOT: {{.+}}
