// Trailing locations and location aliases are read and kept, not errors;
// file metadata blocks are skipped.
// RUN: %affc --emit=mlir %s | FileCheck %s

#loc = loc("kernel.py":3:7)
// CHECK-LABEL: func.func @f
// CHECK-NEXT: %[[C:.*]] = arith.constant 1 : i32
// CHECK-NEXT: return %[[C]] : i32
func.func @f() -> i32 {
  %c = arith.constant 1 : i32 loc(#loc)
  return %c : i32 loc(fused["a.mlir":1:2, "b.mlir":3:4])
} loc(callsite("f" at "g.py":1:1))

{-#
  dialect_resources: {
    builtin: {}
  }
#-}
