// An integer-set alias used where an affine map is expected.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: parse_alias_wrong_kind.mlir:6:21: error: custom op 'affine.apply' invalid kind of attribute specified
#set = affine_set<(d0) : (d0 >= 0)>
func.func @f(%i: index) -> index {
  %0 = affine.apply #set(%i)
  return %0 : index
}
