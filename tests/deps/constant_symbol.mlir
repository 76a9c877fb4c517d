// A constant bound to a symbol takes its value.
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefix=CHECK
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefix=CHECK
func.func @constant_symbol(%A: memref<100xf32>) {
  %cf = arith.constant 1.0 : f32
  %c4 = arith.constant 4 : index
  affine.for %i = 0 to 20 {
    affine.store %cf, %A[%i + symbol(%c4)] : memref<100xf32>
    %v = affine.load %A[%i] : memref<100xf32>
  }
  return
}

// CHECK: {{.*}}:9:5: remark: dependence from 0 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:9:5: remark: dependence from 0 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:9:5: remark: dependence from 0 to 1 at depth 1 = [4, 4]
// CHECK-NEXT: {{.*}}:9:5: remark: dependence from 0 to 1 at depth 2 = false
// CHECK-NEXT: {{.*}}:10:10: remark: dependence from 1 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:10:10: remark: dependence from 1 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:10:10: remark: dependence from 1 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:10:10: remark: dependence from 1 to 1 at depth 2 = false
// CHECK-NOT: {{.+}}
