// An affine.apply of an affine.apply of an induction variable.
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefix=CHECK
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefix=CHECK
func.func @apply_chain(%A: memref<100xf32>) {
  %cf = arith.constant 1.0 : f32
  affine.for %i = 0 to 20 {
    %a = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    %b = affine.apply affine_map<(d0) -> (d0 + 4)>(%a)
    affine.store %cf, %A[%b] : memref<100xf32>
    %v = affine.load %A[%a] : memref<100xf32>
  }
  return
}

// CHECK: {{.*}}:10:5: remark: dependence from 0 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:10:5: remark: dependence from 0 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:10:5: remark: dependence from 0 to 1 at depth 1 = [2, 2]
// CHECK-NEXT: {{.*}}:10:5: remark: dependence from 0 to 1 at depth 2 = false
// CHECK-NEXT: {{.*}}:11:10: remark: dependence from 1 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:11:10: remark: dependence from 1 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:11:10: remark: dependence from 1 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:11:10: remark: dependence from 1 to 1 at depth 2 = false
// CHECK-NOT: {{.+}}
