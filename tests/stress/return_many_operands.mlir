// A return of 300,000 operands: the lexer used to scan the rest of the
// list again at every operand to see whether it named results (quadratic,
// many minutes here).
// RUN: awk 'BEGIN { ORS = ""; n = 300000; print "func.func @f(%a: i32) -> (";  \
// RUN:   for (i = 1; i < n; i++) print "i32, "; print "i32) {\nreturn ";         \
// RUN:   for (i = 1; i < n; i++) print "%a, "; print "%a : ";                    \
// RUN:   for (i = 1; i < n; i++) print "i32, "; print "i32\n}\n" }' > %t.mlir
// RUN: %affc --emit=mlir %t.mlir -o %t.out.mlir
// RUN: cut -c 1-40 %t.out.mlir | FileCheck %s
// RUN: awk '/return/ { print "fields:", NF }' %t.out.mlir | FileCheck %s --check-prefix=COUNT
// CHECK: func.func @f(%a: i32) -> (i32, i32,
// CHECK-NEXT: return %a, %a, %a,
// COUNT: fields: 600002
