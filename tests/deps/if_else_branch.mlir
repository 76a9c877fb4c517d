// The load runs in the else region, for i < 5, and reads what the store
// writes at i + 6 >= 5: a dependence [6, 6] from the load to the store.
// MLIR gives the else region the if's condition (i >= 5), so it answers
// "false": it misses a real dependence. affc negates the condition there
// (README, "Dependence analysis", difference 3).
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefixes=CHECK,AFFC
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefixes=CHECK,MLIR
#set = affine_set<(d0) : (d0 - 5 >= 0)>
func.func @if_else_branch(%A: memref<100xf32>) {
  %cf = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.if #set(%i) {
      affine.store %cf, %A[%i] : memref<100xf32>
    } else {
      %v = affine.load %A[%i + 6] : memref<100xf32>
    }
  }
  return
}

// CHECK: {{.*}}:14:7: remark: dependence from 0 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:14:7: remark: dependence from 0 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:14:7: remark: dependence from 0 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:14:7: remark: dependence from 0 to 1 at depth 2 = false
// AFFC-NEXT: {{.*}}:16:12: remark: dependence from 1 to 0 at depth 1 = [6, 6]
// MLIR-NEXT: {{.*}}:16:12: remark: dependence from 1 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:16:12: remark: dependence from 1 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:16:12: remark: dependence from 1 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:16:12: remark: dependence from 1 to 1 at depth 2 = false
// CHECK-NOT: {{.+}}
