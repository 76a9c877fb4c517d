// compose-affine-maps folds the affine.apply ops and index constants that
// feed affine maps into the maps, keeping dims dims and symbols symbols;
// remove-dead-ops then erases what nothing uses. The result runs to the
// same output (exec.sh runs it under mlir-runner and as C).
// RUN: %affc --passes=compose-affine-maps,remove-dead-ops --verify-each --emit=mlir %s | FileCheck %s
// RUN: %affc --passes=compose-affine-maps,remove-dead-ops --remarks --emit=mlir %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %affc --passes=compose-affine-maps,remove-dead-ops --emit=mlir %s | %mlir-opt > /dev/null
// RUN: %exec %s --affc-arg=--passes=compose-affine-maps,remove-dead-ops
func.func private @printMemrefF32(memref<*xf32>)

// CHECK-LABEL: func.func @kernel
// CHECK-NEXT: %c = arith.constant
// CHECK-NEXT: affine.for %i = 0 to 10 {
// CHECK-NEXT:   affine.for %j = affine_map<(d0) -> (d0 + 1)>(%i) to 12 step 2 {
// CHECK-NEXT:     %[[V:.*]] = affine.load %A[%i + 1, %j - (%i + 1)] : memref<12x12xf32>
// CHECK-NEXT:     affine.if affine_set<(d0)[s0] : (-d0 + s0 - 3 >= 0)>(%j)[%n] {
// CHECK-NEXT:       affine.store %[[V]], %B[symbol(%n) floordiv 2 + 1, %j - 1] : memref<12x12xf32>
// CHECK:      affine.parallel (%k) = (1) to (symbol(%n) floordiv 2 + 2) {
// CHECK-NEXT:   affine.store %c, %B[0, %k] : memref<12x12xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// REMARK: compose.mlir:[[@LINE+2]]:1: remark: [compose-affine-maps] composed the maps of 8 ops
// REMARK: compose.mlir:[[@LINE+1]]:1: remark: [remove-dead-ops] removed 9 ops nothing used
func.func @kernel(%A: memref<12x12xf32>, %B: memref<12x12xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %c = arith.constant 2.5 : f32
  %h = affine.apply affine_map<()[s0] -> (s0 floordiv 2)>()[%n]
  affine.for %i = %c0 to %c10 {
    %i1 = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    affine.for %j = affine_map<(d0) -> (d0)>(%i1) to 12 step 2 {
      %d = affine.apply affine_map<(d0, d1) -> (d0 - d1)>(%j, %i1)
      %v = affine.load %A[%i1, %d] : memref<12x12xf32>
      %unused = arith.mulf %v, %c : f32
      affine.if affine_set<(d0)[s0] : (s0 - d0 - 3 >= 0)>(%j)[%n] {
        %r = affine.apply affine_map<()[s0] -> (s0 + 1)>()[%h]
        %cm = affine.apply affine_map<(d0) -> (d0 - 1)>(%j)
        affine.store %v, %B[%r, %cm] : memref<12x12xf32>
      }
    }
  }
  affine.parallel (%k) = (%c1) to (symbol(%h) + 2) {
    affine.store %c, %B[%c0, %k] : memref<12x12xf32>
  }
  return
}

func.func @main() {
  %A = memref.alloc() : memref<12x12xf32>
  %B = memref.alloc() : memref<12x12xf32>
  %z = arith.constant 0.0 : f32
  affine.for %i = 0 to 12 {
    affine.for %j = 0 to 12 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %k = arith.constant 16 : i32
      %p = arith.muli %ii, %k : i32
      %s = arith.addi %p, %jj : i32
      %f = arith.sitofp %s : i32 to f32
      affine.store %f, %A[%i, %j] : memref<12x12xf32>
      affine.store %z, %B[%i, %j] : memref<12x12xf32>
    }
  }
  %n = arith.constant 9 : index
  func.call @kernel(%A, %B, %n) : (memref<12x12xf32>, memref<12x12xf32>, index) -> ()
  %u = memref.cast %B : memref<12x12xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %A : memref<12x12xf32>
  memref.dealloc %B : memref<12x12xf32>
  return
}

// %n is a dim of the load and, through %h, a symbol: it becomes a symbol
// in both places (MLIR's text gives an operand one kind).
// CHECK-LABEL: func.func @both_kinds
// CHECK: affine.load %B[symbol(%n) mod 3 + symbol(%n) floordiv 2] : memref<12xf32>
func.func @both_kinds(%B: memref<12xf32>, %n: index) -> f32 {
  %h = affine.apply affine_map<()[s0] -> (s0 floordiv 2)>()[%n]
  %v = affine.load %B[%n mod 3 + symbol(%h)] : memref<12xf32>
  return %v : f32
}
