// A 2-d Gauss-Seidel-like update reads north and west neighbours.
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefix=CHECK
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefix=CHECK
func.func @wavefront(%A: memref<10x10xf32>) {
  affine.for %i = 1 to 10 {
    affine.for %j = 1 to 10 {
      %n = affine.load %A[%i - 1, %j] : memref<10x10xf32>
      %w = affine.load %A[%i, %j - 1] : memref<10x10xf32>
      %s = arith.addf %n, %w : f32
      affine.store %s, %A[%i, %j] : memref<10x10xf32>
    }
  }
  return
}

// CHECK: {{.*}}:8:12: remark: dependence from 0 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:8:12: remark: dependence from 0 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:8:12: remark: dependence from 0 to 0 at depth 3 = false
// CHECK-NEXT: {{.*}}:8:12: remark: dependence from 0 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:8:12: remark: dependence from 0 to 1 at depth 2 = false
// CHECK-NEXT: {{.*}}:8:12: remark: dependence from 0 to 1 at depth 3 = false
// CHECK-NEXT: {{.*}}:8:12: remark: dependence from 0 to 2 at depth 1 = false
// CHECK-NEXT: {{.*}}:8:12: remark: dependence from 0 to 2 at depth 2 = false
// CHECK-NEXT: {{.*}}:8:12: remark: dependence from 0 to 2 at depth 3 = false
// CHECK-NEXT: {{.*}}:9:12: remark: dependence from 1 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:9:12: remark: dependence from 1 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:9:12: remark: dependence from 1 to 0 at depth 3 = false
// CHECK-NEXT: {{.*}}:9:12: remark: dependence from 1 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:9:12: remark: dependence from 1 to 1 at depth 2 = false
// CHECK-NEXT: {{.*}}:9:12: remark: dependence from 1 to 1 at depth 3 = false
// CHECK-NEXT: {{.*}}:9:12: remark: dependence from 1 to 2 at depth 1 = false
// CHECK-NEXT: {{.*}}:9:12: remark: dependence from 1 to 2 at depth 2 = false
// CHECK-NEXT: {{.*}}:9:12: remark: dependence from 1 to 2 at depth 3 = false
// CHECK-NEXT: {{.*}}:11:7: remark: dependence from 2 to 0 at depth 1 = [1, 1][0, 0]
// CHECK-NEXT: {{.*}}:11:7: remark: dependence from 2 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:11:7: remark: dependence from 2 to 0 at depth 3 = false
// CHECK-NEXT: {{.*}}:11:7: remark: dependence from 2 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:11:7: remark: dependence from 2 to 1 at depth 2 = [0, 0][1, 1]
// CHECK-NEXT: {{.*}}:11:7: remark: dependence from 2 to 1 at depth 3 = false
// CHECK-NEXT: {{.*}}:11:7: remark: dependence from 2 to 2 at depth 1 = false
// CHECK-NEXT: {{.*}}:11:7: remark: dependence from 2 to 2 at depth 2 = false
// CHECK-NEXT: {{.*}}:11:7: remark: dependence from 2 to 2 at depth 3 = false
// CHECK-NOT: {{.+}}
