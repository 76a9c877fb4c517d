// Under --abi=mlir a public function may take a function value only when
// that function's signature is scalars: MLIR passes a memref to it as
// the fields of its descriptor, affc as the plain ABI's parameters.
// RUN: %affc --abi=mlir %s -o %t.ok.c
// RUN: cc -std=c11 -Wall -Wextra -Werror -c %t.ok.c -o %t.ok.o
// RUN: not %affc --abi=mlir %S/Inputs/function_value_memref.mlir -o %t.c 2>&1 | FileCheck %s
// RUN: test ! -e %t.c
// CHECK: function_value_memref.mlir:1:1: error: affc cannot emit C for 'func.func' with --abi=mlir and type '(memref<4xf32>) -> f32'

func.func @apply(%f: (i64) -> i64, %x: i64) -> i64 {
  %r = func.call_indirect %f(%x) : (i64) -> i64
  return %r : i64
}
