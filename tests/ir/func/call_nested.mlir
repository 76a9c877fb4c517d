// func.call inside nested regions (scf.for, scf.execute_region, affine.for,
// affine.if) is printed as `func.call`, which mlir-opt reads wherever the
// op is nested (the round trip checks it); the short `call` is MLIR's only
// directly in a function's body. It is read there and in the regions of an
// op written in generic form, which keep the function's default dialect
// (tests/errors/short_op_* for where it is refused).
// RUN: %affc --emit=mlir %s | FileCheck %s
func.func private @g(index) -> index

// CHECK-LABEL: func.func @f
func.func @f(%n: index, %t: i1) -> index {
  // CHECK: %c0 = arith.constant 0 : index
  // CHECK-NEXT: %s = call @g(%n) : (index) -> index
  %c0 = arith.constant 0 : index
  %s = call @g(%n) : (index) -> index
  // CHECK: scf.for
  %r = scf.for %i = %c0 to %s step %n iter_args(%a = %c0) -> (index) {
    // CHECK-NEXT: %v = func.call @g(%a) : (index) -> index
    %v = func.call @g(%a) : (index) -> index
    // CHECK-NEXT: scf.execute_region
    %w = scf.execute_region -> index {
      // CHECK-NEXT: %u = func.call @g(%v) : (index) -> index
      %u = func.call @g(%v) : (index) -> index
      scf.yield %u : index
    }
    scf.yield %w : index
  }
  // CHECK: affine.for %j = 0 to 4 {
  affine.for %j = 0 to 4 {
    // CHECK-NEXT: %q = func.call @g(%j) : (index) -> index
    %q = func.call @g(%j) : (index) -> index
    // CHECK-NEXT: affine.if
    affine.if affine_set<(d0) : (d0 - 1 >= 0)>(%j) {
      // CHECK-NEXT: func.call @g(%q) : (index) -> index
      func.call @g(%q) : (index) -> index
    }
  }
  // CHECK: scf.if %t {
  // CHECK-NEXT: func.call @g(%n) : (index) -> index
  // CHECK-NEXT: } else {
  // CHECK-NEXT: func.call @g(%c0) : (index) -> index
  "scf.if"(%t) ({
    call @g(%n) : (index) -> index
    scf.yield
  }, {
    call @g(%c0) : (index) -> index
    scf.yield
  }) : (i1) -> ()
  return %r : index
}
