// Matrix multiplication: the accumulation into C carries a dependence on
// the k loop only.
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefix=CHECK
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefix=CHECK
func.func @matmul(%A: memref<8x8xf32>, %B: memref<8x8xf32>, %C: memref<8x8xf32>) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      affine.for %k = 0 to 8 {
        %a = affine.load %A[%i, %k] : memref<8x8xf32>
        %b = affine.load %B[%k, %j] : memref<8x8xf32>
        %c = affine.load %C[%i, %j] : memref<8x8xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        affine.store %s, %C[%i, %j] : memref<8x8xf32>
      }
    }
  }
  return
}

// CHECK: {{.*}}:10:14: remark: dependence from 0 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:10:14: remark: dependence from 0 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:10:14: remark: dependence from 0 to 0 at depth 3 = false
// CHECK-NEXT: {{.*}}:10:14: remark: dependence from 0 to 0 at depth 4 = false
// CHECK-NEXT: {{.*}}:10:14: remark: dependence from 0 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:10:14: remark: dependence from 0 to 1 at depth 2 = false
// CHECK-NEXT: {{.*}}:10:14: remark: dependence from 0 to 1 at depth 3 = false
// CHECK-NEXT: {{.*}}:10:14: remark: dependence from 0 to 1 at depth 4 = false
// CHECK-NEXT: {{.*}}:10:14: remark: dependence from 0 to 2 at depth 1 = false
// CHECK-NEXT: {{.*}}:10:14: remark: dependence from 0 to 2 at depth 2 = false
// CHECK-NEXT: {{.*}}:10:14: remark: dependence from 0 to 2 at depth 3 = false
// CHECK-NEXT: {{.*}}:10:14: remark: dependence from 0 to 2 at depth 4 = false
// CHECK-NEXT: {{.*}}:10:14: remark: dependence from 0 to 3 at depth 1 = false
// CHECK-NEXT: {{.*}}:10:14: remark: dependence from 0 to 3 at depth 2 = false
// CHECK-NEXT: {{.*}}:10:14: remark: dependence from 0 to 3 at depth 3 = false
// CHECK-NEXT: {{.*}}:10:14: remark: dependence from 0 to 3 at depth 4 = false
// CHECK-NEXT: {{.*}}:11:14: remark: dependence from 1 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:11:14: remark: dependence from 1 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:11:14: remark: dependence from 1 to 0 at depth 3 = false
// CHECK-NEXT: {{.*}}:11:14: remark: dependence from 1 to 0 at depth 4 = false
// CHECK-NEXT: {{.*}}:11:14: remark: dependence from 1 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:11:14: remark: dependence from 1 to 1 at depth 2 = false
// CHECK-NEXT: {{.*}}:11:14: remark: dependence from 1 to 1 at depth 3 = false
// CHECK-NEXT: {{.*}}:11:14: remark: dependence from 1 to 1 at depth 4 = false
// CHECK-NEXT: {{.*}}:11:14: remark: dependence from 1 to 2 at depth 1 = false
// CHECK-NEXT: {{.*}}:11:14: remark: dependence from 1 to 2 at depth 2 = false
// CHECK-NEXT: {{.*}}:11:14: remark: dependence from 1 to 2 at depth 3 = false
// CHECK-NEXT: {{.*}}:11:14: remark: dependence from 1 to 2 at depth 4 = false
// CHECK-NEXT: {{.*}}:11:14: remark: dependence from 1 to 3 at depth 1 = false
// CHECK-NEXT: {{.*}}:11:14: remark: dependence from 1 to 3 at depth 2 = false
// CHECK-NEXT: {{.*}}:11:14: remark: dependence from 1 to 3 at depth 3 = false
// CHECK-NEXT: {{.*}}:11:14: remark: dependence from 1 to 3 at depth 4 = false
// CHECK-NEXT: {{.*}}:12:14: remark: dependence from 2 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:12:14: remark: dependence from 2 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:12:14: remark: dependence from 2 to 0 at depth 3 = false
// CHECK-NEXT: {{.*}}:12:14: remark: dependence from 2 to 0 at depth 4 = false
// CHECK-NEXT: {{.*}}:12:14: remark: dependence from 2 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:12:14: remark: dependence from 2 to 1 at depth 2 = false
// CHECK-NEXT: {{.*}}:12:14: remark: dependence from 2 to 1 at depth 3 = false
// CHECK-NEXT: {{.*}}:12:14: remark: dependence from 2 to 1 at depth 4 = false
// CHECK-NEXT: {{.*}}:12:14: remark: dependence from 2 to 2 at depth 1 = false
// CHECK-NEXT: {{.*}}:12:14: remark: dependence from 2 to 2 at depth 2 = false
// CHECK-NEXT: {{.*}}:12:14: remark: dependence from 2 to 2 at depth 3 = false
// CHECK-NEXT: {{.*}}:12:14: remark: dependence from 2 to 2 at depth 4 = false
// CHECK-NEXT: {{.*}}:12:14: remark: dependence from 2 to 3 at depth 1 = false
// CHECK-NEXT: {{.*}}:12:14: remark: dependence from 2 to 3 at depth 2 = false
// CHECK-NEXT: {{.*}}:12:14: remark: dependence from 2 to 3 at depth 3 = [0, 0][0, 0][1, 7]
// CHECK-NEXT: {{.*}}:12:14: remark: dependence from 2 to 3 at depth 4 = true
// CHECK-NEXT: {{.*}}:15:9: remark: dependence from 3 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:15:9: remark: dependence from 3 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:15:9: remark: dependence from 3 to 0 at depth 3 = false
// CHECK-NEXT: {{.*}}:15:9: remark: dependence from 3 to 0 at depth 4 = false
// CHECK-NEXT: {{.*}}:15:9: remark: dependence from 3 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:15:9: remark: dependence from 3 to 1 at depth 2 = false
// CHECK-NEXT: {{.*}}:15:9: remark: dependence from 3 to 1 at depth 3 = false
// CHECK-NEXT: {{.*}}:15:9: remark: dependence from 3 to 1 at depth 4 = false
// CHECK-NEXT: {{.*}}:15:9: remark: dependence from 3 to 2 at depth 1 = false
// CHECK-NEXT: {{.*}}:15:9: remark: dependence from 3 to 2 at depth 2 = false
// CHECK-NEXT: {{.*}}:15:9: remark: dependence from 3 to 2 at depth 3 = [0, 0][0, 0][1, 7]
// CHECK-NEXT: {{.*}}:15:9: remark: dependence from 3 to 2 at depth 4 = false
// CHECK-NEXT: {{.*}}:15:9: remark: dependence from 3 to 3 at depth 1 = false
// CHECK-NEXT: {{.*}}:15:9: remark: dependence from 3 to 3 at depth 2 = false
// CHECK-NEXT: {{.*}}:15:9: remark: dependence from 3 to 3 at depth 3 = [0, 0][0, 0][1, 7]
// CHECK-NEXT: {{.*}}:15:9: remark: dependence from 3 to 3 at depth 4 = false
// CHECK-NOT: {{.+}}
