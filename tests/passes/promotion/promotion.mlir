// affine-register-promotion: an element a loop loads and stores at
// subscripts the loop does not change is carried by the loop (iter_args),
// loaded before it and stored after it; where another access in the loop
// may touch its memref, or the loop may run no iteration, it stays in
// memory. (tests/exec/passes/promotion.mlir runs these functions.)
// RUN: %affc --passes=affine-register-promotion --verify-each --emit=mlir %s | FileCheck %s
// RUN: %affc --passes=affine-register-promotion --remarks --emit=mlir %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=REMARK

// A sum into a buffer the function allocates: the element of row i is
// loaded once before the j loop, carried through it, stored once after.
// CHECK-LABEL: func.func @rows
// CHECK:       %[[INIT:.*]] = affine.load %buf[%[[I:.*]]] : memref<4xf32>
// CHECK-NEXT:    %[[SUM:.*]] = affine.for %{{.*}} = 0 to 6 iter_args(%[[ACC:.*]] = %[[INIT]]) -> (f32) {
// CHECK-NEXT:      affine.load %A
// CHECK-NEXT:      %[[T:.*]] = arith.addf %[[ACC]], %{{.*}} : f32
// CHECK-NEXT:      affine.yield %[[T]] : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.store %[[SUM]], %buf[%[[I]]] : memref<4xf32>
// REMARK: promotion.mlir:[[@LINE+9]]:12: remark: [affine-register-promotion] element kept in a register across the loop at [[@LINE+8]]:5 (loaded before it, stored after it)
func.func @rows(%A: memref<4x6xf32>, %out: memref<4xf32>) {
  %buf = memref.alloc() : memref<4xf32>
  %zero = arith.constant 0.0 : f32
  affine.for %i = 0 to 4 {
    affine.store %zero, %buf[%i] : memref<4xf32>
  }
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 6 {
      %s = affine.load %buf[%i] : memref<4xf32>
      %a = affine.load %A[%i, %j] : memref<4x6xf32>
      %t = arith.addf %s, %a : f32
      affine.store %t, %buf[%i] : memref<4xf32>
    }
  }
  affine.for %i = 0 to 4 {
    %v = affine.load %buf[%i] : memref<4xf32>
    affine.store %v, %out[%i] : memref<4xf32>
  }
  memref.dealloc %buf : memref<4xf32>
  return
}

// A loop that already carries a value, two elements kept (one stored
// before it is read in each iteration), the loop's own result still its
// first.
// CHECK-LABEL: func.func @two
// CHECK:       %[[R:.*]]:3 = affine.for %{{.*}} = 0 to 5 iter_args(%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) -> (f32, f32, f32) {
// CHECK-NOT:     affine.load %buf
// CHECK-NOT:     affine.store %{{.*}}, %buf
// CHECK:         affine.yield
// CHECK-NEXT:  }
// CHECK-NEXT:  affine.store %[[R]]#1, %buf[0]
// CHECK-NEXT:  affine.store %[[R]]#2, %other[0]
// CHECK:       return %{{.*}} : f32
// REMARK: promotion.mlir:[[@LINE+10]]:10: remark: [affine-register-promotion] element kept in a register across the loop at [[@LINE+8]]:8
// REMARK: promotion.mlir:[[@LINE+12]]:5: remark: [affine-register-promotion] element kept in a register across the loop at [[@LINE+7]]:8
func.func @two(%A: memref<5xf32>) -> f32 {
  %buf = memref.alloc() : memref<1xf32>
  %other = memref.alloc() : memref<1xf32>
  %zero = arith.constant 0.0 : f32
  affine.store %zero, %buf[0] : memref<1xf32>
  affine.store %zero, %other[0] : memref<1xf32>
  %r = affine.for %i = 0 to 5 iter_args(%acc = %zero) -> f32 {
    %a = affine.load %A[%i] : memref<5xf32>
    %s = affine.load %buf[0] : memref<1xf32>
    %t = arith.addf %s, %a : f32
    affine.store %t, %buf[0] : memref<1xf32>
    affine.store %a, %other[0] : memref<1xf32>
    %u = affine.load %other[0] : memref<1xf32>
    %m = arith.mulf %u, %t : f32
    %n = arith.addf %acc, %m : f32
    affine.yield %n : f32
  }
  %x = affine.load %buf[0] : memref<1xf32>
  %y = affine.load %other[0] : memref<1xf32>
  %z = arith.addf %x, %y : f32
  %w = arith.addf %z, %r : f32
  memref.dealloc %buf : memref<1xf32>
  memref.dealloc %other : memref<1xf32>
  return %w : f32
}

// What stays in memory: an element of a function argument when another
// argument is written in the loop (the two may be one buffer), an
// element whose memref the loop also touches elsewhere, a loop that may
// run no iteration, and subscripts that change in the loop.
// CHECK-LABEL: func.func @kept
// CHECK-NOT:   iter_args
// CHECK:       return
// REMARK-NOT:  func.func @kept
// REMARK-NOT:  remark
func.func @kept(%A: memref<4x6xf32>, %B: memref<4xf32>, %C: memref<4xf32>, %n: index) {
  %buf = memref.alloc() : memref<8xf32>
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 6 {
      %s = affine.load %B[%i] : memref<4xf32>
      %a = affine.load %A[%i, %j] : memref<4x6xf32>
      %t = arith.addf %s, %a : f32
      affine.store %t, %B[%i] : memref<4xf32>
      affine.store %t, %C[%i] : memref<4xf32>
    }
    affine.for %j = 0 to 6 {
      %s = affine.load %buf[%i] : memref<8xf32>
      %a = affine.load %A[%i, %j] : memref<4x6xf32>
      %t = arith.addf %s, %a : f32
      affine.store %t, %buf[%i] : memref<8xf32>
      affine.store %t, %buf[%i + 4] : memref<8xf32>
    }
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to 3 {
      %s = affine.load %buf[%i] : memref<8xf32>
      %t = arith.addf %s, %s : f32
      affine.store %t, %buf[%i] : memref<8xf32>
    }
    affine.for %j = 0 to %n {
      %s = affine.load %buf[%i] : memref<8xf32>
      %t = arith.addf %s, %s : f32
      affine.store %t, %buf[%i] : memref<8xf32>
    }
    affine.for %j = 0 to 4 {
      %s = affine.load %buf[%j] : memref<8xf32>
      %t = arith.addf %s, %s : f32
      affine.store %t, %buf[%j] : memref<8xf32>
    }
  }
  memref.dealloc %buf : memref<8xf32>
  return
}

// Two elements carried by one loop, each stored from the other's load: the
// value one leaves at the end of the body is what the other's load read,
// itself replaced by a carried value (seed 5's random program 32).
// CHECK-LABEL: func.func @swap
// CHECK:      %[[A0:.*]] = affine.load %a[0]
// CHECK-NEXT: %[[B0:.*]] = affine.load %b[0]
// CHECK-NEXT: %[[R:.*]]:2 = affine.for %i = 0 to 8 iter_args(%[[A:.*]] = %[[A0]], %{{.*}} = %[[B0]])
// CHECK-NEXT:   affine.yield %[[A]], %[[A]] : i16, i16
// CHECK-NEXT: }
// CHECK-NEXT: affine.store %[[R]]#0, %a[0]
// CHECK-NEXT: affine.store %[[R]]#1, %b[0]
// REMARK: promotion.mlir:[[@LINE+6]]:10: remark: [affine-register-promotion] element kept in a register across the loop at [[@LINE+5]]:3
// REMARK: promotion.mlir:[[@LINE+6]]:5: remark: [affine-register-promotion] element kept in a register across the loop at [[@LINE+4]]:3
func.func @swap() -> (i16, i16) {
  %a = memref.alloc() : memref<1xi16>
  %b = memref.alloc() : memref<1xi16>
  affine.for %i = 0 to 8 {
    %x = affine.load %a[0] : memref<1xi16>
    affine.store %x, %b[0] : memref<1xi16>
    %y = affine.load %b[0] : memref<1xi16>
    affine.store %y, %a[0] : memref<1xi16>
  }
  %ra = affine.load %a[0] : memref<1xi16>
  %rb = affine.load %b[0] : memref<1xi16>
  memref.dealloc %a : memref<1xi16>
  memref.dealloc %b : memref<1xi16>
  return %ra, %rb : i16, i16
}
