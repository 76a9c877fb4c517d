// Two reads never depend on each other (the test pass does not ask for
// read-after-read dependences).
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefix=CHECK
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefix=CHECK
func.func @read_read(%A: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    %v = affine.load %A[%i] : memref<10xf32>
    %w = affine.load %A[%i] : memref<10xf32>
  }
  return
}

// CHECK: {{.*}}:8:10: remark: dependence from 0 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:8:10: remark: dependence from 0 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:8:10: remark: dependence from 0 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:8:10: remark: dependence from 0 to 1 at depth 2 = false
// CHECK-NEXT: {{.*}}:9:10: remark: dependence from 1 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:9:10: remark: dependence from 1 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:9:10: remark: dependence from 1 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:9:10: remark: dependence from 1 to 1 at depth 2 = false
// CHECK-NOT: {{.+}}
