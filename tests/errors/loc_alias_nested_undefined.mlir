// An alias inside a location (in fused[...], callsite(...), a name's
// child) must be defined above it, unlike a trailing loc(#name) alone
// (MLIR's message, just past the alias).
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: loc_alias_nested_undefined.mlir:7:43: error: undefined symbol alias id 'a'
func.func @f() {
  %0 = arith.constant 1 : i32 loc(fused[#a, "x.py":1:1])
  return
}
#a = loc("a.py":1:1)
