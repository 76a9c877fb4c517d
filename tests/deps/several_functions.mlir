// Accesses are numbered across the whole module; accesses of different
// functions are on different memrefs.
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefix=CHECK
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefix=CHECK
func.func @first(%A: memref<10xf32>) {
  %cf = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.store %cf, %A[%i] : memref<10xf32>
  }
  return
}
func.func @second(%A: memref<10xf32>) {
  affine.for %i = 1 to 10 {
    %v = affine.load %A[%i - 1] : memref<10xf32>
    affine.store %v, %A[%i] : memref<10xf32>
  }
  return
}

// CHECK: {{.*}}:9:5: remark: dependence from 0 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:9:5: remark: dependence from 0 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:9:5: remark: dependence from 0 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:9:5: remark: dependence from 0 to 2 at depth 1 = false
// CHECK-NEXT: {{.*}}:15:10: remark: dependence from 1 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:15:10: remark: dependence from 1 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:15:10: remark: dependence from 1 to 1 at depth 2 = false
// CHECK-NEXT: {{.*}}:15:10: remark: dependence from 1 to 2 at depth 1 = false
// CHECK-NEXT: {{.*}}:15:10: remark: dependence from 1 to 2 at depth 2 = false
// CHECK-NEXT: {{.*}}:16:5: remark: dependence from 2 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:16:5: remark: dependence from 2 to 1 at depth 1 = [1, 1]
// CHECK-NEXT: {{.*}}:16:5: remark: dependence from 2 to 1 at depth 2 = false
// CHECK-NEXT: {{.*}}:16:5: remark: dependence from 2 to 2 at depth 1 = false
// CHECK-NEXT: {{.*}}:16:5: remark: dependence from 2 to 2 at depth 2 = false
// CHECK-NOT: {{.+}}
