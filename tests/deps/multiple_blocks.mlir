// Accesses in different blocks of the function body have no common block
// in their affine scope: their pairs fail.
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefix=CHECK
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefix=CHECK
func.func @multiple_blocks(%A: memref<10xf32>, %c: i1) {
  %cf = arith.constant 1.0 : f32
  affine.store %cf, %A[0] : memref<10xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %v = affine.load %A[0] : memref<10xf32>
  cf.br ^bb2
^bb2:
  return
}

// CHECK: {{.*}}:8:3: remark: dependence from 0 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:8:3: error: dependence check failed
// CHECK-NEXT: {{.*}}:11:8: error: dependence check failed
// CHECK-NEXT: {{.*}}:11:8: remark: dependence from 1 to 1 at depth 1 = false
// CHECK-NOT: {{.+}}
