// -g: #line directives attribute each line of a function body to the line
// of the .mlir its op came from, and every other line (runtime helpers,
// prototypes, the end of each function, main) to the C file itself. A
// directive is written only where the compiler's count would go wrong.
// RUN: %affc -g %s -o %t.c
// RUN: FileCheck %s < %t.c
// Each directive back to the C file names the line that follows it.
// RUN: awk '/^#line [0-9]+ ".*tmp\.c"$/ && $2 != NR + 1 { print "wrong: " NR ": " $0; bad = 1 } \
// RUN:      END { exit bad }' %t.c
// A compiler's warning about the C points at the .mlir line: the float
// comparison, inlined into the assignment of affine.yield.
// RUN: cc -std=c11 -Wfloat-equal -c %t.c -o %t.o 2>&1 | FileCheck %s --check-prefix=WARN
// The C is what affc writes without -g, byte for byte, once the directives
// are taken out; on the samples too.
// RUN: %affc %s -o %t.plain.c
// RUN: grep -v '^#line ' %t.c | diff %t.plain.c -
// RUN: for f in %S/../../samples/*.mlir; do \
// RUN:   %affc -g $f | grep -v '^#line ' | diff <(%affc $f) - || exit 1; done
// -g only changes the C: with another kind it is a usage error (exit 2).
// RUN: not %affc --emit=h -g %s 2>&1 | FileCheck %s --check-prefix=USAGE
// RUN: %affc --emit=h -g %s; test $? -eq 2

// CHECK: int64_t count(float *A, float x) {
// CHECK-NEXT: #line [[# @LINE + 9]] "{{.*}}line_directives.mlir"
// CHECK-NEXT: int64_t n = 0;
// CHECK-NEXT: #line [[# @LINE + 7]] "{{.*}}line_directives.mlir"
// CHECK-NEXT: for (int64_t i = 0; i < 8; i++) {
// CHECK-NEXT: #line [[# @LINE + 10]] "{{.*}}line_directives.mlir"
// CHECK-NEXT: n = (A[i] == x) ? ((int64_t)((uint64_t)n + (uint64_t)1)) : n;
func.func @count(%A: memref<8xf32>, %x: f32) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = affine.for %i = 0 to 8 iter_args(%n = %c0) -> index {
    %v = affine.load %A[%i] : memref<8xf32>
    %eq = arith.cmpf oeq, %v, %x : f32
    %m = arith.addi %n, %c1 : index
    %s = arith.select %eq, %m, %n : index
    affine.yield %s : index
  }
  return %r : index
}
// CHECK-NEXT: #line [[# @LINE - 9]] "{{.*}}line_directives.mlir"
// CHECK-NEXT: }
// CHECK-NEXT: #line [[# @LINE - 4]] "{{.*}}line_directives.mlir"
// CHECK-NEXT: return n;
// CHECK-NEXT: #line {{[0-9]+}} "{{.*}}.tmp.c"
// CHECK-NEXT: }
// WARN: line_directives.mlir:[[# @LINE - 10]]:{{[0-9]+}}: warning: comparing floating{{.}}point
// USAGE: affc: error: -g needs --emit=c or --emit=bench

// Consecutive ops on consecutive lines need no directive between them.
// CHECK-LABEL: void scale(float *A, float *B) {
// CHECK-NEXT: #line [[# @LINE + 7]] "{{.*}}line_directives.mlir"
// CHECK-NEXT: for (int64_t i = 0; i < 4; i++) {
// CHECK-NEXT: A[i] = 2.0f;
// CHECK-NEXT: B[i] = 2.0f;
// CHECK-NEXT: #line [[# @LINE + 3]] "{{.*}}line_directives.mlir"
func.func @scale(%A: memref<4xf32>, %B: memref<4xf32>) {
  %c = arith.constant 2.0 : f32
  affine.for %i = 0 to 4 {
    affine.store %c, %A[%i] : memref<4xf32>
    affine.store %c, %B[%i] : memref<4xf32>
  }
  return
}
