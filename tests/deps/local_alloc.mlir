// A memref allocated in the function, read and written in two nests.
// RUN: %affc --emit=deps %s | FileCheck %s --match-full-lines --check-prefix=CHECK
// RUN: %mlir-opt --test-memref-dependence-check %s -o /dev/null 2>&1 \
// RUN:   | grep -E '(remark|error):' | FileCheck %s --match-full-lines --check-prefix=CHECK
func.func @local_alloc(%B: memref<10xf32>) {
  %T = memref.alloc() : memref<10xf32>
  affine.for %i = 0 to 10 {
    %v = affine.load %B[%i] : memref<10xf32>
    affine.store %v, %T[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 9 {
    %v = affine.load %T[%i + 1] : memref<10xf32>
    affine.store %v, %B[%i] : memref<10xf32>
  }
  memref.dealloc %T : memref<10xf32>
  return
}

// CHECK: {{.*}}:8:10: remark: dependence from 0 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:8:10: remark: dependence from 0 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:8:10: remark: dependence from 0 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:8:10: remark: dependence from 0 to 1 at depth 2 = false
// CHECK-NEXT: {{.*}}:8:10: remark: dependence from 0 to 2 at depth 1 = false
// CHECK-NEXT: {{.*}}:8:10: remark: dependence from 0 to 3 at depth 1 = true
// CHECK-NEXT: {{.*}}:9:5: remark: dependence from 1 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:9:5: remark: dependence from 1 to 0 at depth 2 = false
// CHECK-NEXT: {{.*}}:9:5: remark: dependence from 1 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:9:5: remark: dependence from 1 to 1 at depth 2 = false
// CHECK-NEXT: {{.*}}:9:5: remark: dependence from 1 to 2 at depth 1 = true
// CHECK-NEXT: {{.*}}:9:5: remark: dependence from 1 to 3 at depth 1 = false
// CHECK-NEXT: {{.*}}:12:10: remark: dependence from 2 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:12:10: remark: dependence from 2 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:12:10: remark: dependence from 2 to 2 at depth 1 = false
// CHECK-NEXT: {{.*}}:12:10: remark: dependence from 2 to 2 at depth 2 = false
// CHECK-NEXT: {{.*}}:12:10: remark: dependence from 2 to 3 at depth 1 = false
// CHECK-NEXT: {{.*}}:12:10: remark: dependence from 2 to 3 at depth 2 = false
// CHECK-NEXT: {{.*}}:13:5: remark: dependence from 3 to 0 at depth 1 = false
// CHECK-NEXT: {{.*}}:13:5: remark: dependence from 3 to 1 at depth 1 = false
// CHECK-NEXT: {{.*}}:13:5: remark: dependence from 3 to 2 at depth 1 = false
// CHECK-NEXT: {{.*}}:13:5: remark: dependence from 3 to 2 at depth 2 = false
// CHECK-NEXT: {{.*}}:13:5: remark: dependence from 3 to 3 at depth 1 = false
// CHECK-NEXT: {{.*}}:13:5: remark: dependence from 3 to 3 at depth 2 = false
// CHECK-NOT: {{.+}}
