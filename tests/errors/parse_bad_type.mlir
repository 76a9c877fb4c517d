// A type keyword that does not exist (there is no f33).
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: parse_bad_type.mlir:4:17: error: expected non-function type
func.func @f(%a: f33) {
  return
}
