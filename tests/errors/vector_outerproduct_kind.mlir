// An outer product of integers cannot combine with a float kind.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: vector_outerproduct_kind.mlir:5:8: error: 'vector.outerproduct' op unsupported outerproduct type
func.func @f(%a: vector<4xi32>, %acc: vector<4x4xi32>) {
  %0 = vector.outerproduct %a, %a, %acc {kind = #vector.kind<maxnumf>} : vector<4xi32>, vector<4xi32>
  return
}
