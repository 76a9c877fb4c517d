// A name declared among the dims and again among the symbols is refused,
// as mlir-opt refuses it; a set with a repeated dim gets that one error
// (no "expected '('" after it).
// RUN: not %affc %s 2>&1 | FileCheck --strict-whitespace %s
// RUN: printf '#s = affine_set<(d0, d0) : (d0 >= 0)>\nfunc.func @f() attributes {s = #s} {\nreturn\n}\n' > %t.mlir
// RUN: not %affc %t.mlir 2>&1 | FileCheck %s --check-prefix=SET
// CHECK: parse_redefined_dim_symbol.mlir:[[@LINE+1]]:22: error: redefinition of identifier 'd0'
#m = affine_map<(d0)[d0] -> (d0)>
// CHECK-NEXT: {{^}}#m = affine_map
// CHECK-NEXT: {{^ {21}\^$}}
// CHECK-NOT: error:
// SET: .mlir:1:22: error: redefinition of identifier 'd0'
// SET-NOT: error:
func.func @f() attributes {m = #m} {
  return
}
