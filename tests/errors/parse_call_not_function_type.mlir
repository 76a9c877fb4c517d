// func.call with a result type where its function type must be.
// RUN: not %affc %s 2>&1 | FileCheck %s
// RUN: not %mlir-opt %s 2>&1 | FileCheck %s
// CHECK: parse_call_not_function_type.mlir:7:25: error: custom op 'func.call' invalid kind of type specified: expected builtin.function, but found 'i32'
func.func @g() -> i32
func.func @f() {
  %0 = func.call @g() : i32
  return
}
