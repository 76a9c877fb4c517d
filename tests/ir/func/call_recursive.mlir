// A function may call itself; no_inline is kept.
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK: %0 = {{(func\.)?}}call @rec(%n) {no_inline} : (index) -> index
func.func @rec(%n: index) -> index {
  %0 = func.call @rec(%n) {no_inline} : (index) -> index
  return %0 : index
}
