// --stats reports on stderr, as mlir-opt --mlir-timing does, the time of
// each stage (parse, verify, each pass by name, emit) and the process's
// peak memory, overall and at the end of each stage. The output is as
// without it. With --remarks the passes run on the whole module, one after
// the other, each a stage.
// RUN: %affc --stats --remarks --passes=remove-dead-ops,affine-parallelize %s -o %t.c 2> %t.err
// RUN: FileCheck %s < %t.err
// RUN: %affc --passes=remove-dead-ops,affine-parallelize %s | diff %t.c -
// CHECK: ... Execution time report ...
// CHECK: Total Execution Time: {{[0-9]+\.[0-9]+}} seconds
// CHECK-NEXT: Peak Memory: {{[0-9]+\.[0-9]}} MiB
// CHECK-EMPTY:
// CHECK-NEXT: ----Wall Time----  --Peak MiB--  ----Name----
// CHECK-NEXT: {{^ +[0-9]+\.[0-9]+ \( *[0-9]+\.[0-9]%\) +[0-9]+\.[0-9]  parse$}}
// CHECK-NEXT: %) {{.*}}  verify
// CHECK-NEXT: %) {{.*}}  remove-dead-ops
// CHECK-NEXT: %) {{.*}}  affine-parallelize
// CHECK-NEXT: %) {{.*}}  emit
// CHECK-NEXT: %) {{.*}}  rest
// CHECK-NEXT: (100.0%) {{.*}}  total
// CHECK-NOT: {{.}}

// --emit=mlir without passes reads the module function by function,
// verifying and printing each as it goes (README, "Bad and huge input"):
// parsing then includes that work.
// RUN: %affc --stats --emit=mlir %s 2>&1 >/dev/null | FileCheck %s --check-prefix=STREAM
// STREAM: ----Name----
// STREAM-NEXT: %) {{.*}}  parse (with verify and print of each streamed function)
// STREAM-NEXT: %) {{.*}}  verify
// STREAM-NEXT: %) {{.*}}  emit

// Without --remarks, passes run on each function as it is read, before it
// is printed: parsing then includes them, and their own stages are what
// is left (functions kept whole).
// RUN: %affc --stats --passes=remove-dead-ops,affine-parallelize %s 2>&1 >/dev/null | FileCheck %s --check-prefix=STREAMP
// STREAMP: ----Name----
// STREAMP-NEXT: %) {{.*}}  parse (with verify, passes and print of each streamed function)
// STREAMP-NEXT: %) {{.*}}  verify
// STREAMP-NEXT: %) {{.*}}  remove-dead-ops
// STREAMP-NEXT: %) {{.*}}  affine-parallelize
// STREAMP-NEXT: %) {{.*}}  emit

// After an error, the report covers the stages that ran; the exit status
// is the error's.
// RUN: echo 'func.func @f() {' | not %affc --stats - 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: <stdin>:1:17: error:
// BAD: ----Name----
// BAD-NEXT: %) {{.*}}  parse
// BAD-NEXT: %) {{.*}}  rest
func.func @scale(%A: memref<8xf32>) {
  %c = arith.constant 2.0 : f32
  affine.for %i = 0 to 8 {
    %v = affine.load %A[%i] : memref<8xf32>
    %w = arith.mulf %v, %c : f32
    affine.store %w, %A[%i] : memref<8xf32>
  }
  return
}
