// An affine map of 200,000 dims and as many results, and an integer set of
// 200,000 dims. Each name used to be looked up, and each new one checked
// for redefinition, by a scan of the names before it: quadratic, minutes
// here. A hash table of the names makes it linear.
// RUN: awk 'BEGIN { ORS = ""; n = 200000; print "#m = affine_map<(";        \
// RUN:   for (i = 0; i < n; i++) print (i ? ", " : "") "d" i;                 \
// RUN:   print ")[s0] -> (d" n - 1 " + s0";                                   \
// RUN:   for (i = 0; i < n - 1; i++) print ", d" i; print ")>\n";             \
// RUN:   print "#s = affine_set<(";                                           \
// RUN:   for (i = 0; i < n; i++) print (i ? ", " : "") "d" i;                 \
// RUN:   print ") : (d" n - 1 " - d0 >= 0)>\n";                               \
// RUN:   print "func.func @f() attributes {m = #m, s = #s} {\nreturn\n}\n" }' > %t.mlir
// RUN: %affc --emit=mlir %t.mlir -o %t.out.mlir
// RUN: grep -o -e '-> (d[0-9]* + s0, d0, d1,' -e ': (d[0-9]* - d0 >= 0)' %t.out.mlir \
// RUN:   | FileCheck %s
// RUN: grep -o 'd[0-9][0-9]*' %t.out.mlir | sort -u | wc -l | FileCheck %s --check-prefix=NAMES
// CHECK: -> (d199999 + s0, d0, d1,
// CHECK-NEXT: : (d199999 - d0 >= 0)
// NAMES: {{^ *}}200000{{$}}
