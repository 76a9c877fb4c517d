// A reference to an attribute alias that is never defined.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: parse_undefined_alias.mlir:5:21: error: undefined symbol alias id 'nomap'
func.func @f(%i: index) -> index {
  %0 = affine.apply #nomap(%i)
  return %0 : index
}
