// The verifier forgets each function's dominator trees once it is done
// with it: a later function's CFG is still checked on its own, and a
// value at module level still reaches the module-level ops after it.
// RUN: not %affc --emit=mlir %s 2>&1 | FileCheck %s
// RUN: not %mlir-opt --allow-unregistered-dialect %s 2>&1 | FileCheck %s
// CHECK-NOT: error:
// CHECK: dominance_across_functions.mlir:27:8: error: operand #0 does not dominate this use
// CHECK-NOT: error:
%top = "test.def"() : () -> i32
func.func @first(%c: i1) -> i1 {
  cf.cond_br %c, ^bb1(%c : i1), ^bb2
^bb1(%b: i1):
  return %b : i1
^bb2:
  %t = arith.constant true
  cf.br ^bb1(%t : i1)
}
"test.use"(%top) : (i32) -> ()
func.func @second(%c: i1) -> i1 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = arith.xori %c, %c : i1
  cf.br ^bb3
^bb2:
  cf.br ^bb3
^bb3:
  %y = arith.xori %x, %c : i1
  return %y : i1
}
"test.use"(%top) : (i32) -> ()
