// The test pass numbers affine.load and affine.store only: the vector
// accesses and non-affine memref accesses between them are not counted.
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefix=CHECK
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefix=CHECK
func.func @vector_accesses_skipped(%A: memref<100xf32>) {
  %cf = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.store %cf, %A[%i] : memref<100xf32>
    %vec = affine.vector_load %A[%i] : memref<100xf32>, vector<4xf32>
    affine.vector_store %vec, %A[%i + 4] : memref<100xf32>, vector<4xf32>
    %m = memref.load %A[%i] : memref<100xf32>
    %v = affine.load %A[%i + 1] : memref<100xf32>
  }
  return
}

// CHECK: {{.*}}:9:5: remark: dependence from 0 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:9:5: remark: dependence from 0 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:9:5: remark: dependence from 0 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:9:5: remark: dependence from 0 to 1 at depth 2 = false
// CHECK-NEXT: {{.*}}:13:10: remark: dependence from 1 to 0 at depth 1 = [1, 1]
// CHECK-NEXT: {{.*}}:13:10: remark: dependence from 1 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:13:10: remark: dependence from 1 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:13:10: remark: dependence from 1 to 1 at depth 2 = false
// CHECK-NOT: {{.+}}
