// A guard on symbols only (N >= 4) in front of a loop.
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefix=CHECK
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefix=CHECK
#set = affine_set<()[s0] : (s0 - 4 >= 0)>
func.func @guard_on_symbols_only(%A: memref<?xf32>, %N: index) {
  %cf = arith.constant 1.0 : f32
  affine.if #set()[%N] {
    affine.for %i = 0 to %N {
      affine.store %cf, %A[%i] : memref<?xf32>
      %v = affine.load %A[%i - 4] : memref<?xf32>
    }
  }
  return
}

// CHECK: {{.*}}:10:7: remark: dependence from 0 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:10:7: remark: dependence from 0 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:10:7: remark: dependence from 0 to 1 at depth 1 = [4, 4]
// CHECK-NEXT: {{.*}}:10:7: remark: dependence from 0 to 1 at depth 2 = false
// CHECK-NEXT: {{.*}}:11:12: remark: dependence from 1 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:11:12: remark: dependence from 1 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:11:12: remark: dependence from 1 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:11:12: remark: dependence from 1 to 1 at depth 2 = false
// CHECK-NOT: {{.+}}
