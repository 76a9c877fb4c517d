// An affine.parallel upper bound min(8, 3) of constants is 3. MLIR reads
// only the first constant of such a group (8), so it sees iterations that
// never run and finds A[i] meeting A[i - 4]; affc does not (README,
// "Dependence analysis", difference 2).
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefixes=CHECK,AFFC
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefixes=CHECK,MLIR
func.func @parallel_constant_group(%A: memref<100xf32>) {
  %cf = arith.constant 1.0 : f32
  affine.parallel (%i) = (0) to (min(8, 3)) {
    affine.store %cf, %A[%i] : memref<100xf32>
    %v = affine.load %A[%i - 4] : memref<100xf32>
  }
  return
}

// CHECK: {{.*}}:11:5: remark: dependence from 0 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:11:5: remark: dependence from 0 to 0 at depth 2 = false
// AFFC-NEXT: {{.*}}:11:5: remark: dependence from 0 to 1 at depth 1 = false
// MLIR-NEXT: {{.*}}:11:5: remark: dependence from 0 to 1 at depth 1 = [4, 4]
// CHECK-NEXT: {{.*}}:11:5: remark: dependence from 0 to 1 at depth 2 = false
// CHECK-NEXT: {{.*}}:12:10: remark: dependence from 1 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:12:10: remark: dependence from 1 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:12:10: remark: dependence from 1 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:12:10: remark: dependence from 1 to 1 at depth 2 = false
// CHECK-NOT: {{.+}}
