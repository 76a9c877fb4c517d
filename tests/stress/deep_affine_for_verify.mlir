// 16,000 nested affine.for loops, each bounded by the one around it
// (`#id(%prev) to %n`: a dim and a symbol to check), and innermost a loop
// whose upper bound is an induction variable, which is no symbol. Checking
// an operand used to walk up to the function for the affine scope: time
// quadratic in the depth. The one error is found, at the last loop.
// RUN: awk 'BEGIN { n = 16000; print "#id = affine_map<(d0) -> (d0)>";      \
// RUN:   print "func.func @deep(%n: index) {\naffine.for %i0 = 0 to %n {";     \
// RUN:   for (k = 1; k < n; k++)                                               \
// RUN:     printf "affine.for %%i%d = #id(%%i%d) to %%n {\n", k, k - 1;        \
// RUN:   printf "%%a = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%%i%d)[%%n]\n", n - 1; \
// RUN:   printf "affine.for %%x = 0 to %%i%d {\n}\n", n - 1;                   \
// RUN:   for (k = 0; k < n; k++) print "}"; print "return\n}" }' > %t.mlir
// RUN: not %affc --emit=h %t.mlir 2>&1 | FileCheck %s
// CHECK: .mlir:16004:1: error: 'affine.for' op operand cannot be used as a symbol
// CHECK-NEXT: affine.for %x = 0 to %i15999 {
// CHECK-NOT: error:
