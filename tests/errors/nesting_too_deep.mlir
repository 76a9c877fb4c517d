// An attribute of 100,000 nested arrays is refused with an error at the
// bracket past the limit: the printer and the back ends recurse on nested
// attributes, types and ops, and ran out of stack on it.
// RUN: { printf 'func.func @f() attributes {a = '; printf '[%.0s' $(seq 100000); \
// RUN:   printf '1'; printf ']%.0s' $(seq 100000); printf '} {\nreturn\n}\n'; } > %t.mlir
// RUN: not %affc --emit=mlir %t.mlir 2>&1 | FileCheck %s
// CHECK: .mlir:1:16415: error: brackets nested more than 16384 deep
// CHECK-NOT: error:
