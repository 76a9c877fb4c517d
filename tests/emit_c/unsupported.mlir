// An op C cannot express is an error at the op, and nothing is written:
// here a function value with two results (C has no pointer type that
// matches every function returning them: each has its own result struct).
// RUN: not %affc %s -o %t.c 2>&1 | FileCheck %s
// RUN: test ! -e %t.c

func.func private @two(%x: i64) -> (i64, i64) {
  return %x, %x : i64, i64
}

func.func @g(%x: i64) -> i64 {
  // CHECK: unsupported.mlir:[[@LINE+1]]:8: error: affc cannot emit C for 'func.constant' of this function
  %f = func.constant @two : (i64) -> (i64, i64)
  %a, %b = func.call_indirect %f(%x) : (i64) -> (i64, i64)
  return %a : i64
}
