// Every form of MLIR's location grammar is read (and checked: see
// tests/errors/loc_*): file, line, column and ranges, names with and
// without a child, callsite, fused with and without metadata, unknown,
// aliases and blanks between the parts.
// RUN: %affc --emit=mlir %s | FileCheck %s

#later = loc("later.py":2:3)

// CHECK-LABEL: func.func @f
// CHECK-COUNT-8: arith.constant
// CHECK-NEXT: return
func.func @f(%a: i32 loc("arg.py":1)) {
  %0 = arith.constant 0 : i32 loc("a.py":1:2 to 3:4)
  %1 = arith.constant 1 : i32 loc("a.py":1:2 to :4)
  %2 = arith.constant 2 : i32 loc("name"("a.py":5:6))
  %3 = arith.constant 3 : i32 loc("just a name")
  %4 = arith.constant 4 : i32 loc(fused<"meta">["a.py":1:2, unknown])
  %5 = arith.constant 5 : i32 loc(fused[])
  %6 = arith.constant 6 : i32 loc(callsite("callee" at callsite(#later at "c.py":7:8)))
  %7 = arith.constant 7 : i32 loc( "a.py" : 9 : 10 )
  return loc(unknown)
} loc(#after)
#after = loc("defined after its use":1:1)
