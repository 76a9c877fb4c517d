// 10,000 nested affine.for loops printed as MLIR and as C: indentation
// grows with the depth only up to a cap (200 columns in MLIR, 80 in C),
// so the output stays linear in the input. Uncapped, the MLIR printer
// wrote 2 spaces a level: 200 MB for this 0.3 MB input.
// RUN: awk 'BEGIN { n = 10000; print "func.func @deep(%A: memref<2xf32>) {"; \
// RUN:   for (k = 0; k < n; k++) printf "affine.for %%i%d = 0 to 2 {\n", k;     \
// RUN:   print "%c = arith.constant 1.0 : f32";                                 \
// RUN:   print "affine.store %c, %A[%i0] : memref<2xf32>";                      \
// RUN:   for (k = 0; k < n; k++) print "}"; print "return\n}" }' > %t.mlir
// RUN: %affc --emit=mlir %t.mlir -o %t.out.mlir
// RUN: %affc %t.mlir -o %t.c
// RUN: wc -c < %t.out.mlir | awk '{ print ($1 < 8000000 ? "linear" : $1) }' \
// RUN:   | FileCheck %s --check-prefix=SIZE
// RUN: wc -c < %t.c | awk '{ print ($1 < 4000000 ? "linear" : $1) }' \
// RUN:   | FileCheck %s --check-prefix=SIZE
// RUN: FileCheck --strict-whitespace %s < %t.out.mlir
// SIZE: {{^linear$}}
// CHECK: {{^    affine.for %i0 = 0 to 2 {$}}
// CHECK: {{^ {198}affine.for %i97 = 0 to 2 {$}}
// CHECK-NEXT: {{^ {200}affine.for %i98 = 0 to 2 {$}}
// CHECK-NEXT: {{^ {200}affine.for %i99 = 0 to 2 {$}}
// CHECK: {{^ {200}affine.store %c, %A\[%i0\] : memref<2xf32>$}}
