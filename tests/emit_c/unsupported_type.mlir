// A function whose arguments C cannot pass is an error at the function.
// RUN: not %affc %s -o %t.c 2>&1 | FileCheck %s
// RUN: test ! -e %t.c

// CHECK: unsupported_type.mlir:[[@LINE+1]]:1: error: affc cannot emit C for 'func.func' with an argument of type 'tensor<4xf32>'
func.func @f(%t: tensor<4xf32>) {
  return
}
