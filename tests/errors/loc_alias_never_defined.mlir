// A trailing loc(#name) may name an alias defined further down, but one
// that is never defined is refused when the file ends, at the first such
// use (MLIR's message and place); #defined, used first, is fine.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: loc_alias_never_defined.mlir:9:35: error: operation location alias was never defined
// CHECK-NOT: error
func.func @f(%a: i32 loc(#defined)) {
  %0 = arith.constant 0 : i32 loc(#defined)
  %1 = arith.constant 1 : i32 loc(#missing)
  %2 = arith.constant 2 : i32 loc(#missing)
  return loc(#also_missing)
}
#defined = loc("a.py":1:1)
