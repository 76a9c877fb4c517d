// 10,000 nested scf.execute_region ops, none with a terminator: every level
// is an error. Only the first 100 are printed, each naming the op by its
// first line, and the one long source line is quoted around the caret.
// (Each message used to print the whole nested op: cubic, hours here.)
// RUN: { printf 'func.func @f() {'; \
// RUN:   printf 'scf.execute_region {%.0s' $(seq 10000); \
// RUN:   printf '}%.0s' $(seq 10000); printf ' return }\n'; } > %t.mlir
// RUN: not %affc --emit=mlir %t.mlir 2>&1 | FileCheck --strict-whitespace %s
// CHECK: .mlir:1:37: error: block with no terminator, has scf.execute_region {{[{]$}}
// CHECK-NEXT: {{^func.func @f\(\) {scf.execute_region {scf.execute_region .*\.\.\.$}}
// CHECK-NEXT: {{^ {36}\^$}}
// CHECK-NEXT: .mlir:1:57: error: block with no terminator
// CHECK-COUNT-98: error: block with no terminator, has scf.execute_region {{[{]$}}
// CHECK: note: too many errors; only the first 100 are shown
// CHECK-NOT: error:
