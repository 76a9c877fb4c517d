// C for an affine.parallel inside 10,000 sequential affine.for loops. The
// C emitter asks the dependence analysis whether the affine.parallel's
// iterations conflict; the question had two isl variables per loop, and
// its time grew as the cube of the depth (0.5 s of CPU at 200 loops, 3.6 s
// at 400, hours here). Past DEP_MAX_LOOPS (32) loops around an access the
// analysis answers what the subscripts decide and "unknown" for the rest,
// and the emitter trusts the op, as it does for every question it cannot
// decide: B[%p + %n] against B[%p] is such a question (no conflict, but
// only isl sees it).
// RUN: awk 'BEGIN { n = 10000;                                               \
// RUN:   print "func.func @f(%B: memref<?xf32>, %n: index) {";              \
// RUN:   for (k = 0; k < n; k++) printf "affine.for %%i%d = 0 to %%n {\n", k; \
// RUN:   print "affine.parallel (%p) = (0) to (symbol(%n)) {";              \
// RUN:   print "%v = affine.load %B[%p + symbol(%n)] : memref<?xf32>";      \
// RUN:   print "affine.store %v, %B[%p] : memref<?xf32>";                   \
// RUN:   print "}"; for (k = 0; k < n; k++) print "}"; print "return\n}" }' > %t.mlir
// RUN: %affc %t.mlir -o %t.c
// RUN: grep -c '#pragma omp' %t.c | FileCheck %s --check-prefix=PRAGMAS
// RUN: FileCheck %s < %t.c
// PRAGMAS: 2
// CHECK: #pragma omp parallel
// CHECK-NEXT: for (int64_t i0 = 0; i0 < n; i0++) {
// CHECK: #pragma omp for schedule(static)
// CHECK-NEXT: for (int64_t p = 0; p < n; p++) {
