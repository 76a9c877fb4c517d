// Coupled subscripts whose sum and difference differ in parity: A[i + j,
// i - j] and A[i + j + 1, i - j] never meet.
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefix=CHECK
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefix=CHECK
func.func @coupled_parity(%A: memref<40x40xf32>) {
  %cf = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      affine.store %cf, %A[%i + %j, %i - %j + 10] : memref<40x40xf32>
      %v = affine.load %A[%i + %j + 1, %i - %j + 10] : memref<40x40xf32>
    }
  }
  return
}

// CHECK: {{.*}}:10:7: remark: dependence from 0 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:10:7: remark: dependence from 0 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:10:7: remark: dependence from 0 to 0 at depth 3 = false
// CHECK-NEXT: {{.*}}:10:7: remark: dependence from 0 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:10:7: remark: dependence from 0 to 1 at depth 2 = false
// CHECK-NEXT: {{.*}}:10:7: remark: dependence from 0 to 1 at depth 3 = false
// CHECK-NEXT: {{.*}}:11:12: remark: dependence from 1 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:11:12: remark: dependence from 1 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:11:12: remark: dependence from 1 to 0 at depth 3 = false
// CHECK-NEXT: {{.*}}:11:12: remark: dependence from 1 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:11:12: remark: dependence from 1 to 1 at depth 2 = false
// CHECK-NEXT: {{.*}}:11:12: remark: dependence from 1 to 1 at depth 3 = false
// CHECK-NOT: {{.+}}
