// A sum of 300,000 terms, d0 + s0 + d0 + s0 + ..., which does not fold
// (mlir-opt prints it as written): a chain 300,000 deep, which the printer
// used to recurse down (out of stack: a crash, even without sanitizers
// from about 90,000 terms).
// RUN: awk 'BEGIN { ORS = ""; n = 300000; print "#m = affine_map<(d0)[s0] -> (d0"; \
// RUN:   for (i = 1; i < n; i++) print (i % 2 ? " + s0" : " + d0");           \
// RUN:   print ")>\nfunc.func @f() attributes {m = #m} {\nreturn\n}\n" }' > %t.mlir
// RUN: %affc --emit=mlir %t.mlir -o %t.out.mlir
// RUN: grep -o -e '-> (d0 + s0 + d0 + s0 + ' -e ' + s0)>}' %t.out.mlir | FileCheck %s
// RUN: grep -o ' + ' %t.out.mlir | wc -l | FileCheck %s --check-prefix=TERMS
// CHECK: -> (d0 + s0 + d0 + s0 +
// CHECK-NEXT: + s0)>}
// TERMS: {{^ *}}299999{{$}}
