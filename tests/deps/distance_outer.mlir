// Seed 002's example: the load reads what the store wrote two iterations
// of the outer loop before: [2, 2][0, 0] at depth 1.
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefix=CHECK
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefix=CHECK
func.func @distance_outer() {
  %m = memref.alloc() : memref<10x10xf32>
  %cst = arith.constant 7.000000e+00 : f32
  affine.for %i = 0 to 9 {
    affine.for %j = 0 to 9 {
      affine.store %cst, %m[%i, %j] : memref<10x10xf32>
      %v = affine.load %m[%i - 2, %j] : memref<10x10xf32>
    }
  }
  return
}

// CHECK: {{.*}}:11:7: remark: dependence from 0 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:11:7: remark: dependence from 0 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:11:7: remark: dependence from 0 to 0 at depth 3 = false
// CHECK-NEXT: {{.*}}:11:7: remark: dependence from 0 to 1 at depth 1 = [2, 2][0, 0]
// CHECK-NEXT: {{.*}}:11:7: remark: dependence from 0 to 1 at depth 2 = false
// CHECK-NEXT: {{.*}}:11:7: remark: dependence from 0 to 1 at depth 3 = false
// CHECK-NEXT: {{.*}}:12:12: remark: dependence from 1 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:12:12: remark: dependence from 1 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:12:12: remark: dependence from 1 to 0 at depth 3 = false
// CHECK-NEXT: {{.*}}:12:12: remark: dependence from 1 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:12:12: remark: dependence from 1 to 1 at depth 2 = false
// CHECK-NEXT: {{.*}}:12:12: remark: dependence from 1 to 1 at depth 3 = false
// CHECK-NOT: {{.+}}
