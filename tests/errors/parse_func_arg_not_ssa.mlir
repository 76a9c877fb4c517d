// func.func with an integer where an argument name must be.
// RUN: not %affc %s 2>&1 | FileCheck %s
// RUN: not %mlir-opt %s 2>&1 | FileCheck %s
// CHECK: parse_func_arg_not_ssa.mlir:5:25: error: custom op 'func.func' expected SSA identifier
func.func @f(%x: index, 3: index) {
  return
}
