// --emit=mlir prints a function as soon as it is read, unless it names a
// symbol (src/ir/stream.h). Calls to a function printed before and to one
// read later, a global and a declaration all come out as without
// streaming; roundtrip/ checks the output against mlir-opt's.
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK:      module {
// CHECK-NEXT:   func.func @early(%x: i32) -> i32 {
// CHECK-NEXT:     %0 = arith.addi %x, %x : i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   memref.global "private" constant @table : memref<2xi32> = dense<[1, 2]>
// CHECK-NEXT:   func.func @caller(%x: i32) -> i32 {
// CHECK-NEXT:     %0 = call @early(%x) : (i32) -> i32
// CHECK-NEXT:     %1 = call @late(%0) : (i32) -> i32
// CHECK-NEXT:     %2 = memref.get_global @table : memref<2xi32>
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @late(%y: i32) -> i32 {
// CHECK-NEXT:     affine.for %i = 0 to 4 {
// CHECK-NEXT:     }
// CHECK-NEXT:     return %y : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @declared(i32) -> i32
// CHECK-NEXT: }
func.func @early(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  return %0 : i32
}
memref.global "private" constant @table : memref<2xi32> = dense<[1, 2]>
func.func @caller(%x: i32) -> i32 {
  %0 = func.call @early(%x) : (i32) -> i32
  %1 = func.call @late(%0) : (i32) -> i32
  %2 = memref.get_global @table : memref<2xi32>
  return %1 : i32
}
func.func @late(%y: i32) -> i32 {
  affine.for %i = 0 to 4 {
  }
  return %y : i32
}
func.func private @declared(i32) -> i32
