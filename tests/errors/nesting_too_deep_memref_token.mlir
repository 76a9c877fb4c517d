// A memref type read as one token counts its brackets as the type read
// piece by piece does: past the nesting limit, the error points at its '<'
// either way.
// RUN: awk 'BEGIN { s = "func.func @f(%x: "; for (i = 0; i < 16384; i++)  \
// RUN:   s = s "tuple<"; s = s "memref<4xf32>"; for (i = 0; i < 16384; i++) \
// RUN:   s = s ">"; print s ") {\nreturn\n}" }' > %t.mlir
// RUN: not %affc --emit=mlir %t.mlir 2>&1 | FileCheck %s
// RUN: sed 's/memref<4xf32>/memref<4 x f32>/' %t.mlir > %t.pieces.mlir
// RUN: not %affc --emit=mlir %t.pieces.mlir 2>&1 | FileCheck %s
// CHECK: .mlir:1:98321: error: brackets nested more than 16384 deep
// CHECK-NOT: error:
