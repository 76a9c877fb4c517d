// An empty module prints as an empty region.
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK: module {
// CHECK-NEXT: }
module {
}
