// A sum of 500,000 terms, d0 + 1 + d0 + 1 + ...: its operators associate
// to the left, so it arrives as a chain 500,000 deep, which converting to
// an affine expression used to recurse down (out of stack: a crash). It
// folds to what mlir-opt prints for such sums, d0 * (n/2) + n/2.
// RUN: awk 'BEGIN { ORS = ""; n = 500000; print "#m = affine_map<(d0) -> (d0"; \
// RUN:   for (i = 1; i < n; i++) print (i % 2 ? " + 1" : " + d0");           \
// RUN:   print ")>\nfunc.func @f() attributes {m = #m} {\nreturn\n}\n" }' > %t.mlir
// RUN: %affc --emit=mlir %t.mlir | FileCheck %s
// CHECK: func.func @f() attributes {m = affine_map<(d0) -> (d0 * 250000 + 250000)>}
