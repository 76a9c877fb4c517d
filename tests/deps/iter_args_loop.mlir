// A loop with an iter_arg: only the memory accesses are analysed.
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefix=CHECK
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefix=CHECK
func.func @iter_args_loop(%A: memref<100xf32>) -> f32 {
  %zero = arith.constant 0.0 : f32
  %sum = affine.for %i = 1 to 10 iter_args(%acc = %zero) -> (f32) {
    %v = affine.load %A[%i - 1] : memref<100xf32>
    affine.store %v, %A[%i] : memref<100xf32>
    %s = arith.addf %acc, %v : f32
    affine.yield %s : f32
  }
  return %sum : f32
}

// CHECK: {{.*}}:8:10: remark: dependence from 0 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:8:10: remark: dependence from 0 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:8:10: remark: dependence from 0 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:8:10: remark: dependence from 0 to 1 at depth 2 = false
// CHECK-NEXT: {{.*}}:9:5: remark: dependence from 1 to 0 at depth 1 = [1, 1]
// CHECK-NEXT: {{.*}}:9:5: remark: dependence from 1 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:9:5: remark: dependence from 1 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:9:5: remark: dependence from 1 to 1 at depth 2 = false
// CHECK-NOT: {{.+}}
