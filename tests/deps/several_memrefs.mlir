// Accesses to different memrefs never depend on each other.
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefix=CHECK
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefix=CHECK
func.func @several_memrefs(%A: memref<10xf32>, %B: memref<10xf32>) {
  affine.for %i = 1 to 10 {
    %v = affine.load %A[%i - 1] : memref<10xf32>
    affine.store %v, %B[%i] : memref<10xf32>
    %w = affine.load %B[%i - 1] : memref<10xf32>
    affine.store %w, %A[%i] : memref<10xf32>
  }
  return
}

// CHECK: {{.*}}:7:10: remark: dependence from 0 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:7:10: remark: dependence from 0 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:7:10: remark: dependence from 0 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:7:10: remark: dependence from 0 to 1 at depth 2 = false
// CHECK-NEXT: {{.*}}:7:10: remark: dependence from 0 to 2 at depth 1 = false
// CHECK-NEXT: {{.*}}:7:10: remark: dependence from 0 to 2 at depth 2 = false
// CHECK-NEXT: {{.*}}:7:10: remark: dependence from 0 to 3 at depth 1 = false
// CHECK-NEXT: {{.*}}:7:10: remark: dependence from 0 to 3 at depth 2 = false
// CHECK-NEXT: {{.*}}:8:5: remark: dependence from 1 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:8:5: remark: dependence from 1 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:8:5: remark: dependence from 1 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:8:5: remark: dependence from 1 to 1 at depth 2 = false
// CHECK-NEXT: {{.*}}:8:5: remark: dependence from 1 to 2 at depth 1 = [1, 1]
// CHECK-NEXT: {{.*}}:8:5: remark: dependence from 1 to 2 at depth 2 = false
// CHECK-NEXT: {{.*}}:8:5: remark: dependence from 1 to 3 at depth 1 = false
// CHECK-NEXT: {{.*}}:8:5: remark: dependence from 1 to 3 at depth 2 = false
// CHECK-NEXT: {{.*}}:9:10: remark: dependence from 2 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:9:10: remark: dependence from 2 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:9:10: remark: dependence from 2 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:9:10: remark: dependence from 2 to 1 at depth 2 = false
// CHECK-NEXT: {{.*}}:9:10: remark: dependence from 2 to 2 at depth 1 = false
// CHECK-NEXT: {{.*}}:9:10: remark: dependence from 2 to 2 at depth 2 = false
// CHECK-NEXT: {{.*}}:9:10: remark: dependence from 2 to 3 at depth 1 = false
// CHECK-NEXT: {{.*}}:9:10: remark: dependence from 2 to 3 at depth 2 = false
// CHECK-NEXT: {{.*}}:10:5: remark: dependence from 3 to 0 at depth 1 = [1, 1]
// CHECK-NEXT: {{.*}}:10:5: remark: dependence from 3 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:10:5: remark: dependence from 3 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:10:5: remark: dependence from 3 to 1 at depth 2 = false
// CHECK-NEXT: {{.*}}:10:5: remark: dependence from 3 to 2 at depth 1 = false
// CHECK-NEXT: {{.*}}:10:5: remark: dependence from 3 to 2 at depth 2 = false
// CHECK-NEXT: {{.*}}:10:5: remark: dependence from 3 to 3 at depth 1 = false
// CHECK-NEXT: {{.*}}:10:5: remark: dependence from 3 to 3 at depth 2 = false
// CHECK-NOT: {{.+}}
