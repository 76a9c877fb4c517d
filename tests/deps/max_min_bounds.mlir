// A tile-like nest: max and min bounds together.
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefix=CHECK
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefix=CHECK
func.func @max_min_bounds(%A: memref<64xf32>) {
  %cf = arith.constant 1.0 : f32
  affine.for %t = 0 to 64 step 16 {
    affine.for %i = max affine_map<(d0) -> (1, d0)>(%t) to min affine_map<(d0) -> (63, d0 + 16)>(%t) {
      %v = affine.load %A[%i - 1] : memref<64xf32>
      affine.store %v, %A[%i] : memref<64xf32>
    }
  }
  return
}

// CHECK: {{.*}}:9:12: remark: dependence from 0 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:9:12: remark: dependence from 0 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:9:12: remark: dependence from 0 to 0 at depth 3 = false
// CHECK-NEXT: {{.*}}:9:12: remark: dependence from 0 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:9:12: remark: dependence from 0 to 1 at depth 2 = false
// CHECK-NEXT: {{.*}}:9:12: remark: dependence from 0 to 1 at depth 3 = false
// CHECK-NEXT: {{.*}}:10:7: remark: dependence from 1 to 0 at depth 1 = [16, 16][1, 1]
// CHECK-NEXT: {{.*}}:10:7: remark: dependence from 1 to 0 at depth 2 = [0, 0][1, 1]
// CHECK-NEXT: {{.*}}:10:7: remark: dependence from 1 to 0 at depth 3 = false
// CHECK-NEXT: {{.*}}:10:7: remark: dependence from 1 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:10:7: remark: dependence from 1 to 1 at depth 2 = false
// CHECK-NEXT: {{.*}}:10:7: remark: dependence from 1 to 1 at depth 3 = false
// CHECK-NOT: {{.+}}
