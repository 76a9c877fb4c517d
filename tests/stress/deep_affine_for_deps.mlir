// --emit=deps on 10,000 nested affine.for loops. A question about two
// accesses had one isl variable per loop around each, and the report asks
// it at every depth: the analysis did not finish. Past DEP_MAX_LOOPS (32)
// loops around an access (deps.h), what the subscripts and the order of
// the ops decide is answered and the rest is "unknown", with a warning
// that counts them: a report in time linear in the depth.
// RUN: awk 'BEGIN { n = 10000;                                              \
// RUN:   print "func.func @deep(%A: memref<?xf32>, %B: memref<?xf32>, %x: f32, %n: index) {"; \
// RUN:   for (k = 0; k < n; k++) printf "affine.for %%i%d = 0 to %%n {\n", k; \
// RUN:   print "%v = affine.load %B[%i0] : memref<?xf32>";                  \
// RUN:   printf "affine.store %%x, %%A[%%i%d] : memref<?xf32>\n", n - 1;    \
// RUN:   for (k = 0; k < n; k++) print "}"; print "return\n}" }' > %t.mlir
// RUN: %affc --emit=deps %t.mlir > %t.deps 2> %t.err
// RUN: grep -c 'remark: dependence' %t.deps | FileCheck %s --check-prefix=LINES
// RUN: grep -c '= unknown$' %t.deps | FileCheck %s --check-prefix=UNKNOWN
// RUN: FileCheck %s < %t.deps
// RUN: FileCheck %s --check-prefix=WARN < %t.err
// Two reads, and a read and a write of other memrefs: false at every depth.
// LINES: 40004
// The store against itself: A[%i9999] cannot meet in two iterations of
// %i9999 (depth 10000), nor come before itself (10001); the rest is
// beyond the bound.
// UNKNOWN: 9999
// CHECK: dependence from 0 to 0 at depth 1 = false
// CHECK: dependence from 0 to 0 at depth 10001 = false
// CHECK: dependence from 1 to 1 at depth 1 = unknown
// CHECK: dependence from 1 to 1 at depth 9999 = unknown
// CHECK-NEXT: dependence from 1 to 1 at depth 10000 = false
// CHECK-NEXT: dependence from 1 to 1 at depth 10001 = false
// WARN: warning: 9999 dependence questions answered 'unknown'
