// An affine.parallel with a reduction: the memory accesses are analysed
// as in any parallel nest.
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefix=CHECK
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefix=CHECK
func.func @parallel_reduce(%A: memref<10x10xf32>) -> f32 {
  %r = affine.parallel (%i, %j) = (0, 0) to (10, 10) reduce ("addf") -> (f32) {
    %v = affine.load %A[%i, %j] : memref<10x10xf32>
    affine.store %v, %A[%j, %i] : memref<10x10xf32>
    affine.yield %v : f32
  }
  return %r : f32
}

// CHECK: {{.*}}:8:10: remark: dependence from 0 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:8:10: remark: dependence from 0 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:8:10: remark: dependence from 0 to 0 at depth 3 = false
// CHECK-NEXT: {{.*}}:8:10: remark: dependence from 0 to 1 at depth 1 = [1, 9][-9, -1]
// CHECK-NEXT: {{.*}}:8:10: remark: dependence from 0 to 1 at depth 2 = false
// CHECK-NEXT: {{.*}}:8:10: remark: dependence from 0 to 1 at depth 3 = true
// CHECK-NEXT: {{.*}}:9:5: remark: dependence from 1 to 0 at depth 1 = [1, 9][-9, -1]
// CHECK-NEXT: {{.*}}:9:5: remark: dependence from 1 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:9:5: remark: dependence from 1 to 0 at depth 3 = false
// CHECK-NEXT: {{.*}}:9:5: remark: dependence from 1 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:9:5: remark: dependence from 1 to 1 at depth 2 = false
// CHECK-NEXT: {{.*}}:9:5: remark: dependence from 1 to 1 at depth 3 = false
// CHECK-NOT: {{.+}}
