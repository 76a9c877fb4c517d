// An upper bound with a mod: j below i mod 3 + 1.
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefix=CHECK
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefix=CHECK
func.func @mod_bound(%A: memref<20x20xf32>) {
  %cf = arith.constant 1.0 : f32
  affine.for %i = 0 to 9 {
    affine.for %j = 0 to affine_map<(d0) -> (d0 mod 3 + 1)>(%i) {
      affine.store %cf, %A[%i, %j] : memref<20x20xf32>
      %v = affine.load %A[%i - 3, %j] : memref<20x20xf32>
    }
  }
  return
}

// CHECK: {{.*}}:9:7: remark: dependence from 0 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:9:7: remark: dependence from 0 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:9:7: remark: dependence from 0 to 0 at depth 3 = false
// CHECK-NEXT: {{.*}}:9:7: remark: dependence from 0 to 1 at depth 1 = [3, 3][0, 0]
// CHECK-NEXT: {{.*}}:9:7: remark: dependence from 0 to 1 at depth 2 = false
// CHECK-NEXT: {{.*}}:9:7: remark: dependence from 0 to 1 at depth 3 = false
// CHECK-NEXT: {{.*}}:10:12: remark: dependence from 1 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:10:12: remark: dependence from 1 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:10:12: remark: dependence from 1 to 0 at depth 3 = false
// CHECK-NEXT: {{.*}}:10:12: remark: dependence from 1 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:10:12: remark: dependence from 1 to 1 at depth 2 = false
// CHECK-NEXT: {{.*}}:10:12: remark: dependence from 1 to 1 at depth 3 = false
// CHECK-NOT: {{.+}}
