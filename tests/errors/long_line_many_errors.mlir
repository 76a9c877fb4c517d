// 20,000 ill-typed ops on one line: only the first 100 errors are printed,
// and each quotes the part of the line around its caret, not the whole
// megabyte-long line (which made the output, and the time, quadratic).
// RUN: { printf 'func.func @f(%%a: i32, %%b: i64) {'; \
// RUN:   printf ' "arith.addi"(%%a, %%b) : (i32, i64) -> i32%.0s' $(seq 20000); \
// RUN:   printf '\nreturn\n}\n'; } > %t.mlir
// RUN: not %affc --emit=mlir %t.mlir 2>&1 | FileCheck --strict-whitespace %s
// CHECK: .mlir:1:34: error: 'arith.addi' op requires the same type for all operands and results
// CHECK-NEXT: {{^func.func @f\(%a: i32, %b: i64\) { "arith.addi"\(%a, %b\) .*\.\.\.$}}
// CHECK-NEXT: {{^ {33}\^$}}
// CHECK: .mlir:1:4093: error: 'arith.addi' op
// CHECK-NEXT: {{^\.\.\..{200}\.\.\.$}}
// CHECK-NEXT: {{^ {103}\^$}}
// CHECK-NEXT: note: too many errors; only the first 100 are shown
// CHECK-NOT: error:
