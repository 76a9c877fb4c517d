// Chains of 100,000 type aliases nest as deep as the types written out, and
// are refused at the first alias past the limit: through tuples, and through
// function results, where a function type prints in parentheses.
// RUN: awk 'BEGIN { n = 100000; print "!t0 = tuple<i32>";                      \
// RUN:   for (i = 1; i < n; i++) print "!t" i " = tuple<!t" (i - 1) ">";         \
// RUN:   print "func.func @f(%x: !t" (n - 1) ") {\nreturn\n}" }' > %t.tuple.mlir
// RUN: not %affc --emit=mlir %t.tuple.mlir 2>&1 | FileCheck %s --check-prefix=TUPLE
// TUPLE: .mlir:16385:17: error: brackets nested more than 16384 deep (through alias '!t16383')
// TUPLE-NOT: error:
// RUN: awk 'BEGIN { n = 100000; print "!f0 = () -> i32";                       \
// RUN:   for (i = 1; i < n; i++) print "!f" i " = () -> !f" (i - 1);             \
// RUN:   print "func.func @f() attributes {x = !f" (n - 1) "} {\nreturn\n}" }'   \
// RUN:   > %t.func.mlir
// RUN: not %affc --emit=mlir %t.func.mlir 2>&1 | FileCheck %s --check-prefix=FUNC
// FUNC: .mlir:16385:17: error: brackets nested more than 16384 deep (through alias '!f16383')
// FUNC-NOT: error:
