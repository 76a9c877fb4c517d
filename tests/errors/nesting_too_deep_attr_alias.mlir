// A chain of 100,000 attribute aliases, each an array of the one before,
// nests as deep as 100,000 brackets written out: it is refused at the first
// alias past the limit, where the brackets alone nest only one deep (the
// printer and the back ends ran out of stack on it).
// RUN: awk 'BEGIN { n = 100000; print "#a0 = [1]";                          \
// RUN:   for (i = 1; i < n; i++) print "#a" i " = [#a" (i - 1) "]";           \
// RUN:   print "func.func @f() attributes {x = #a" (n - 1) "} {\nreturn\n}" }' \
// RUN:   > %t.mlir
// RUN: not %affc --emit=mlir %t.mlir 2>&1 | FileCheck %s
// CHECK: .mlir:16385:12: error: brackets nested more than 16384 deep (through alias '#a16383')
// CHECK-NOT: error:
