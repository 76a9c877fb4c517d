// The then and else regions of one if: at the loop-independent depth
// neither comes before the other. Across iterations the else store
// (i < 5, A[i + 5]) meets the then store (i >= 5, A[i]) five iterations
// later: [5, 5]. MLIR gives the else region the if's condition and so
// finds nothing (README, "Dependence analysis", difference 3).
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefixes=CHECK,AFFC
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefixes=CHECK,MLIR
#set = affine_set<(d0) : (d0 - 5 >= 0)>
func.func @if_then_else_exclusive(%A: memref<100xf32>) {
  %cf = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.if #set(%i) {
      affine.store %cf, %A[%i] : memref<100xf32>
    } else {
      affine.store %cf, %A[%i + 5] : memref<100xf32>
    }
  }
  return
}

// CHECK: {{.*}}:14:7: remark: dependence from 0 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:14:7: remark: dependence from 0 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:14:7: remark: dependence from 0 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:14:7: remark: dependence from 0 to 1 at depth 2 = false
// AFFC-NEXT: {{.*}}:16:7: remark: dependence from 1 to 0 at depth 1 = [5, 5]
// MLIR-NEXT: {{.*}}:16:7: remark: dependence from 1 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:16:7: remark: dependence from 1 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:16:7: remark: dependence from 1 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:16:7: remark: dependence from 1 to 1 at depth 2 = false
// CHECK-NOT: {{.+}}
