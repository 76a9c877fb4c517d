// The load reads an element the store overwrites one iteration later
// (an anti dependence from the load to the store).
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefix=CHECK
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefix=CHECK
func.func @anti_dependence(%A: memref<100xf32>) {
  affine.for %i = 0 to 50 {
    %v = affine.load %A[%i + 1] : memref<100xf32>
    affine.store %v, %A[%i] : memref<100xf32>
  }
  return
}

// CHECK: {{.*}}:8:10: remark: dependence from 0 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:8:10: remark: dependence from 0 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:8:10: remark: dependence from 0 to 1 at depth 1 = [1, 1]
// CHECK-NEXT: {{.*}}:8:10: remark: dependence from 0 to 1 at depth 2 = false
// CHECK-NEXT: {{.*}}:9:5: remark: dependence from 1 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:9:5: remark: dependence from 1 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:9:5: remark: dependence from 1 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:9:5: remark: dependence from 1 to 1 at depth 2 = false
// CHECK-NOT: {{.+}}
