// C for 10,000 nested affine.for loops, each bounded by the one around it.
// Before each sequential loop the OpenMP code asks whether a parallel
// region could open around it, which used to walk the whole nest inside
// the loop again (and the verifier walked up to the function for every
// loop): time quadratic in the depth. The answer (no: the store in the
// innermost loop writes memory) is found once per loop now.
// RUN: awk 'BEGIN { n = 10000; print "#id = affine_map<(d0) -> (d0)>";      \
// RUN:   print "func.func @deep(%A: memref<?xf32>, %n: index) {";              \
// RUN:   print "affine.for %i0 = 0 to %n {";                                   \
// RUN:   for (k = 1; k < n; k++)                                               \
// RUN:     printf "affine.for %%i%d = #id(%%i%d) to %%n {\n", k, k - 1;        \
// RUN:   printf "%%v = affine.load %%A[%%i%d] : memref<?xf32>\n", n - 1;       \
// RUN:   print "affine.store %v, %A[%i0] : memref<?xf32>";                     \
// RUN:   for (k = 0; k < n; k++) print "}"; print "return\n}" }' > %t.mlir
// RUN: %affc %t.mlir -o %t.c
// RUN: grep -c 'for (int64_t i[0-9]* = ' %t.c | FileCheck %s --check-prefix=LOOPS
// RUN: FileCheck %s < %t.c
// LOOPS: 10000
// CHECK-NOT: #pragma omp
// CHECK: for (int64_t i0 = 0; i0 < n; i0++) {
// CHECK-NEXT: for (int64_t i1 = i0; i1 < n; i1++) {
// CHECK-NOT: #pragma omp
// CHECK: A[i0] = A[i9999];
