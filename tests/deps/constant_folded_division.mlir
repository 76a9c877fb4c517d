// A division of two constants is folded, even by a negative divisor.
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefix=CHECK
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefix=CHECK
func.func @constant_folded_division(%A: memref<100xf32>) {
  %cf = arith.constant 1.0 : f32
  %c7 = arith.constant 7 : index
  affine.for %i = 0 to 10 {
    %k = affine.apply affine_map<(d0) -> (d0 floordiv -2)>(%c7)
    affine.store %cf, %A[%i + %k] : memref<100xf32>
    %v = affine.load %A[%i] : memref<100xf32>
  }
  return
}

// CHECK: {{.*}}:10:5: remark: dependence from 0 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:10:5: remark: dependence from 0 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:10:5: remark: dependence from 0 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:10:5: remark: dependence from 0 to 1 at depth 2 = false
// CHECK-NEXT: {{.*}}:11:10: remark: dependence from 1 to 0 at depth 1 = [4, 4]
// CHECK-NEXT: {{.*}}:11:10: remark: dependence from 1 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:11:10: remark: dependence from 1 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:11:10: remark: dependence from 1 to 1 at depth 2 = false
// CHECK-NOT: {{.+}}
