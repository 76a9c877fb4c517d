// A loop that never runs has no dependences.
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefix=CHECK
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefix=CHECK
func.func @zero_trip_loop(%A: memref<100xf32>) {
  %cf = arith.constant 1.0 : f32
  affine.for %i = 5 to 5 {
    affine.store %cf, %A[0] : memref<100xf32>
    %v = affine.load %A[0] : memref<100xf32>
  }
  return
}

// CHECK: {{.*}}:8:5: remark: dependence from 0 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:8:5: remark: dependence from 0 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:8:5: remark: dependence from 0 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:8:5: remark: dependence from 0 to 1 at depth 2 = false
// CHECK-NEXT: {{.*}}:9:10: remark: dependence from 1 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:9:10: remark: dependence from 1 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:9:10: remark: dependence from 1 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:9:10: remark: dependence from 1 to 1 at depth 2 = false
// CHECK-NOT: {{.+}}
