// Accesses inside an scf.if are in another analysis scope than the access
// after it: MLIR's check fails for those pairs ("dependence check failed"),
// while pairs within one scope are answered.
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefix=CHECK
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefix=CHECK
func.func @scf_if_scope(%A: memref<100xf32>, %c: i1) {
  %cf = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    scf.if %c {
      affine.store %cf, %A[%i] : memref<100xf32>
      %v = affine.load %A[%i + 1] : memref<100xf32>
    }
    %w = affine.load %A[%i] : memref<100xf32>
  }
  return
}

// CHECK: {{.*}}:11:7: remark: dependence from 0 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:11:7: remark: dependence from 0 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:11:7: remark: dependence from 0 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:11:7: remark: dependence from 0 to 1 at depth 2 = false
// CHECK-NEXT: {{.*}}:11:7: error: dependence check failed
// CHECK-NEXT: {{.*}}:11:7: error: dependence check failed
// CHECK-NEXT: {{.*}}:12:12: remark: dependence from 1 to 0 at depth 1 = [1, 1]
// CHECK-NEXT: {{.*}}:12:12: remark: dependence from 1 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:12:12: remark: dependence from 1 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:12:12: remark: dependence from 1 to 1 at depth 2 = false
// CHECK-NEXT: {{.*}}:12:12: remark: dependence from 1 to 2 at depth 1 = false
// CHECK-NEXT: {{.*}}:12:12: remark: dependence from 1 to 2 at depth 2 = false
// CHECK-NEXT: {{.*}}:14:10: error: dependence check failed
// CHECK-NEXT: {{.*}}:14:10: error: dependence check failed
// CHECK-NEXT: {{.*}}:14:10: remark: dependence from 2 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:14:10: remark: dependence from 2 to 1 at depth 2 = false
// CHECK-NEXT: {{.*}}:14:10: remark: dependence from 2 to 2 at depth 1 = false
// CHECK-NEXT: {{.*}}:14:10: remark: dependence from 2 to 2 at depth 2 = false
// CHECK-NOT: {{.+}}
