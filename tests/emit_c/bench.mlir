// --emit=bench: the C of the module and a program that times a public
// function on deterministic inputs, prints checksums of its memrefs and
// its GFLOP/s (where its loops have constant trip counts: 2 per element
// in axpy, none counted in rowsum's dynamic loops), and compares it with
// a hand-written version (--bench-ref).
// RUN: %affc --emit=bench --bench-func=axpy --bench-reps=5 \
// RUN:   --bench-ref=%S/Inputs/bench_axpy.c %s -o %t.c
// RUN: cc -std=c11 -O2 -Wall -Wextra -Werror %t.c -o %t.exe -lm
// RUN: %t.exe | FileCheck %s
// CHECK: @axpy
// CHECK-NEXT: checksum %X: {{[0-9a-f]+}}
// CHECK-NEXT: checksum %Y: {{[0-9a-f]+}}
// CHECK-NEXT: %X: agrees bit for bit
// CHECK-NEXT: %Y: agrees bit for bit
// CHECK-NEXT: affc 5 calls: min {{[0-9.e+-]+}} s, median {{[0-9.e+-]+}} s per call
// CHECK-NEXT: {{[0-9.e+-]+}} GFLOP/s at the min, {{[0-9.e+-]+}} at the median (128 per call)
// CHECK-NEXT: ref 5 calls: min {{[0-9.e+-]+}} s, median {{[0-9.e+-]+}} s per call
// CHECK-NEXT: {{[0-9.e+-]+}} GFLOP/s at the min, {{[0-9.e+-]+}} at the median (128 per call)
// CHECK-NEXT: speed: {{the hand-written function takes [0-9.]+ times affc's time|too fast for the clock to compare}}
// CHECK-NOT: @

// A reference that computes something else fails, saying where.
// RUN: %affc --emit=bench --bench-func=axpy \
// RUN:   --bench-ref=%S/Inputs/bench_axpy_wrong.c %s -o %t.wrong.c
// RUN: cc -std=c11 -O2 %t.wrong.c -o %t.wrong.exe -lm
// RUN: not %t.wrong.exe | FileCheck %s --check-prefix=WRONG
// WRONG: %X: agrees bit for bit
// WRONG-NEXT: %Y: DISAGREES within 0.0001 of the largest magnitude ({{.*}}): the worst difference is {{.*}}, at element {{[0-9]+}}

// Dynamic sizes come from --bench-sizes, in order, then integer
// arguments. Without a function named, every public one is timed; the
// checksums are the same at every -O level.
// RUN: %affc --emit=bench --bench-sizes=8,16,8,3 %s -o %t.all.c
// RUN: cc -std=c11 -O2 %t.all.c -o %t.all.exe -lm
// RUN: %t.all.exe | FileCheck %s --check-prefix=ALL
// RUN: %affc -O1 --emit=bench --bench-sizes=8,16,8,3 %s -o %t.o1.c
// RUN: cc -std=c11 -O2 %t.o1.c -o %t.o1.exe -lm
// RUN: diff <(%t.all.exe | grep checksum) <(%t.o1.exe | grep checksum)
// ALL: @axpy
// ALL: @rowsum
// ALL-NEXT: checksum %A:
// ALL-NEXT: checksum %r:
// ALL-NEXT: affc 10 calls: min
// ALL-NOT: GFLOP/s

// Bad input: too few sizes, an unknown function (file:line:col: error:,
// exit 1); bad or misplaced options (exit 2).
// RUN: not %affc --emit=bench --bench-func=rowsum --bench-sizes=8 %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=SIZES
// SIZES: bench.mlir:[[# @LINE + 18]]:1: error: --emit=bench: '@rowsum' needs more values in --bench-sizes
// RUN: not %affc --emit=bench --bench-func=nope %s 2>&1 | FileCheck %s --check-prefix=NOPE
// NOPE: error: --emit=bench: no public function with a body named @nope
// RUN: %affc --emit=bench --bench-reps=0 %s; test $? -eq 2
// RUN: %affc --emit=bench --bench-sizes=4,x %s; test $? -eq 2
// RUN: %affc --bench-reps=3 %s; test $? -eq 2
func.func @axpy(%X: memref<64xf32>, %Y: memref<64xf32>) {
  %c2 = arith.constant 2.0 : f32
  affine.for %i = 0 to 64 {
    %x = affine.load %X[%i] : memref<64xf32>
    %y = affine.load %Y[%i] : memref<64xf32>
    %p = arith.mulf %c2, %x : f32
    %s = arith.addf %y, %p : f32
    affine.store %s, %Y[%i] : memref<64xf32>
  }
  return
}
// r[i] = the sum of the first k elements of row i of A
func.func @rowsum(%A: memref<?x?xf64>, %r: memref<?xf64>, %k: index) {
  %c0 = arith.constant 0 : index
  %n = memref.dim %A, %c0 : memref<?x?xf64>
  %zero = arith.constant 0.0 : f64
  affine.for %i = 0 to %n {
    %s = affine.for %j = 0 to %k iter_args(%acc = %zero) -> f64 {
      %a = affine.load %A[%i, %j] : memref<?x?xf64>
      %t = arith.addf %acc, %a : f64
      affine.yield %t : f64
    }
    affine.store %s, %r[%i] : memref<?xf64>
  }
  return
}
