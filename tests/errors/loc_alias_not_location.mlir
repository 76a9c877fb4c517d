// The alias a trailing loc(#name) names, defined above or below it, must
// be a location (MLIR's message, at the '#').
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: loc_alias_not_location.mlir:6:14: error: expected location, but found '3 : i64'
func.func @f() {
  return loc(#three)
}
#three = 3
