// --mlir-print-op-generic prints every op in the generic form, as mlir-opt
// 22 does: properties in <{...}>, other attributes in {...}, terminators
// and entry block arguments written out, an empty block labelled. mlir-opt
// reads it into what it reads from the input, and affc reads it back.
// RUN: %affc --emit=mlir --mlir-print-op-generic %s | FileCheck %s
// RUN: %mlir-opt --allow-unregistered-dialect %s > %t.want
// RUN: %affc --emit=mlir --mlir-print-op-generic %s -o %t.generic.mlir
// RUN: %mlir-opt --allow-unregistered-dialect %t.generic.mlir | diff %t.want -
// RUN: %affc --emit=mlir %t.generic.mlir | %mlir-opt --allow-unregistered-dialect | diff %t.want -
// It only changes how --emit=mlir prints: with another kind it is a usage
// error (exit 2).
// RUN: not %affc --mlir-print-op-generic %s 2>&1 | FileCheck %s --check-prefix=USAGE
// RUN: %affc --emit=c --mlir-print-op-generic %s 2>&1; test $? -eq 2
// CHECK: "builtin.module"() ({
// CHECK-NEXT: "func.func"() <{function_type = (memref<8xf32>) -> (), sym_name = "scale"}> ({
// CHECK-NEXT: ^bb0(%A: memref<8xf32>):
// CHECK-NEXT: %c = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
// CHECK-NEXT: "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (8)>}> ({
// CHECK-NEXT: ^bb0(%i: index):
// CHECK-NEXT: %v = "affine.load"(%A, %i) <{map = affine_map<(d0) -> (d0)>}> : (memref<8xf32>, index) -> f32
// CHECK-NEXT: %w = "arith.mulf"(%v, %c) <{fastmath = #arith.fastmath<fast>}> {tag = 1 : i64} : (f32, f32) -> f32
// CHECK-NEXT: "affine.store"(%w, %A, %i) <{map = affine_map<(d0) -> (d0)>}> : (f32, memref<8xf32>, index) -> ()
// CHECK-NEXT: "affine.yield"() : () -> ()
// CHECK-NEXT: }) {affc.note = "kept"} : () -> ()
// CHECK-NEXT: "test.region"() ({
// CHECK-NEXT: ^bb0:
// CHECK-NEXT: }) {p = 1 : i64} : () -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) {llvm.emit_c_interface} : () -> ()
// CHECK-NEXT: }) : () -> ()
// USAGE: affc: error: --mlir-print-op-generic needs --emit=mlir
func.func @scale(%A: memref<8xf32>) attributes {llvm.emit_c_interface} {
  %c = arith.constant 2.0 : f32
  affine.for %i = 0 to 8 {
    %v = affine.load %A[%i] : memref<8xf32>
    %w = arith.mulf %v, %c fastmath<fast> {tag = 1} : f32
    affine.store %w, %A[%i] : memref<8xf32>
  } {affc.note = "kept"}
  "test.region"() ({
  ^bb0:
  }) {p = 1} : () -> ()
  return
}
