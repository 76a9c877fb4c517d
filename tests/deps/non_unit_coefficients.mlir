// Non-unit coefficients: A[2i + 3j] meets itself when i' - i is a
// multiple of 3: exactly [3, 9][-6, -2] at depth 1, where MLIR's rational
// elimination gives [2, 9][-6, -2] (difference 4).
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefixes=CHECK,AFFC
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefixes=CHECK,MLIR
func.func @non_unit_coefficients(%A: memref<100xf32>) {
  %cf = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      affine.store %cf, %A[%i * 2 + %j * 3] : memref<100xf32>
    }
  }
  return
}

// AFFC: {{.*}}:11:7: remark: dependence from 0 to 0 at depth 1 = [3, 9][-6, -2]
// MLIR: {{.*}}:11:7: remark: dependence from 0 to 0 at depth 1 = [2, 9][-6, -2]
// CHECK-NEXT: {{.*}}:11:7: remark: dependence from 0 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:11:7: remark: dependence from 0 to 0 at depth 3 = false
// CHECK-NOT: {{.+}}
