// The last test of MLIR's cost model for affine-loop-fusion: the memory
// the two nests touch (getMemoryFootprintBytes: per memref, the bytes of
// the box of the elements its affine loads and stores touch) must be
// known. The same decisions as mlir-opt's: the loops are compared with its output (affc frees the
// private buffers it makes, which mlir-opt does not).
// RUN: %parity --loops %s affine-loop-fusion
// RUN: %affc --passes=affine-loop-fusion --verify-each --emit=mlir %s | FileCheck %s
// RUN: %affc --passes=affine-loop-fusion --remarks --emit=mlir %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=REMARK

// An element of index type has no size in bytes in MLIR's count, so the
// pair stays apart, as in mlir-opt, though the consumer could be fed.
// CHECK-LABEL: func.func @index_elements
// CHECK:       affine.for %i = 0 to 16 {
// CHECK:       affine.for %i = 0 to 16 {
// REMARK: footprint.mlir:[[@LINE+4]]:3: remark: [affine-loop-fusion] loop not fused into the loop at [[@LINE+7]]:3: the cost model cannot count the bytes the nests touch (a box of elements that is not a constant, or an index or complex element)
func.func @index_elements(%out: memref<16xf32>, %ix: memref<16xindex>) {
  %t = memref.alloc() : memref<16xf32>
  %one = arith.constant 1.0 : f32
  affine.for %i = 0 to 16 {
    affine.store %one, %t[%i] : memref<16xf32>
  }
  affine.for %i = 0 to 16 {
    %v = affine.load %t[%i] : memref<16xf32>
    %k = affine.load %ix[%i] : memref<16xindex>
    %n = arith.addi %k, %k : index
    affine.store %n, %ix[%i] : memref<16xindex>
    affine.store %v, %out[%i] : memref<16xf32>
  }
  return
}

// Reads of two unknown places of a memref of dynamic size: no constant
// box holds both, so the footprint is unknown and the pair stays apart.
// With a static size, the box is the whole memref, and the pair fuses.
// CHECK-LABEL: func.func @two_places_dynamic
// CHECK:       affine.for %i = 0 to 16 {
// CHECK:       affine.for %i = 0 to 16 {
// REMARK: footprint.mlir:[[@LINE+3]]:3: remark: [affine-loop-fusion] loop not fused into the loop at [[@LINE+9]]:3: the cost model cannot count the bytes the nests touch (a box of elements that is not a constant, or an index or complex element)
func.func @two_places_dynamic(%A: memref<?xf32>, %B: memref<16xf32>, %s: index, %u: index) {
  %t = memref.alloc() : memref<16xf32>
  affine.for %i = 0 to 16 {
    %x = affine.load %A[symbol(%s)] : memref<?xf32>
    %y = affine.load %A[symbol(%u)] : memref<?xf32>
    %z = arith.addf %x, %y : f32
    affine.store %z, %t[%i] : memref<16xf32>
  }
  affine.for %i = 0 to 16 {
    %v = affine.load %t[%i] : memref<16xf32>
    affine.store %v, %B[%i] : memref<16xf32>
  }
  return
}

// CHECK-LABEL: func.func @two_places_static
// CHECK:       affine.for %i = 0 to 16 {
// CHECK-NOT:   affine.for
// REMARK: footprint.mlir:[[@LINE+3]]:3: remark: [affine-loop-fusion] loop fused into the loop at [[@LINE+9]]:3 at depth 1
func.func @two_places_static(%A: memref<40xf32>, %B: memref<16xf32>, %s: index, %u: index) {
  %t = memref.alloc() : memref<16xf32>
  affine.for %i = 0 to 16 {
    %x = affine.load %A[symbol(%s)] : memref<40xf32>
    %y = affine.load %A[symbol(%u)] : memref<40xf32>
    %z = arith.addf %x, %y : f32
    affine.store %z, %t[%i] : memref<16xf32>
  }
  affine.for %i = 0 to 16 {
    %v = affine.load %t[%i] : memref<16xf32>
    affine.store %v, %B[%i] : memref<16xf32>
  }
  return
}

// Elements that are vectors have a size: the pair fuses, and the buffer
// between them shrinks to one element.
// CHECK-LABEL: func.func @vector_elements
// CHECK:       memref.alloc() : memref<1xvector<4xf32>>
// CHECK:       affine.for %i = 0 to 16 {
// CHECK-NOT:   affine.for
// REMARK: footprint.mlir:[[@LINE+3]]:3: remark: [affine-loop-fusion] loop fused into the loop at [[@LINE+7]]:3 at depth 1
func.func @vector_elements(%A: memref<16xvector<4xf32>>, %B: memref<16xvector<4xf32>>) {
  %t = memref.alloc() : memref<16xvector<4xf32>>
  affine.for %i = 0 to 16 {
    %x = affine.load %A[%i] : memref<16xvector<4xf32>>
    affine.store %x, %t[%i] : memref<16xvector<4xf32>>
  }
  affine.for %i = 0 to 16 {
    %v = affine.load %t[%i] : memref<16xvector<4xf32>>
    affine.store %v, %B[%i] : memref<16xvector<4xf32>>
  }
  return
}

// MLIR sizes no region of a memref with a layout map (getRegionSize
// answers `false`, which reads as 0 bytes): no depth is profitable, and
// the pair stays apart as in mlir-opt.
// CHECK-LABEL: func.func @layout_map
// CHECK:       affine.for %i = 0 to 16 {
// CHECK:       affine.for %i = 0 to 16 {
// REMARK: footprint.mlir:[[@LINE+3]]:3: remark: [affine-loop-fusion] loop not fused into the loop at [[@LINE+6]]:3: the cost model counts no bytes in a memref with a layout map (as MLIR's getRegionSize)
func.func @layout_map(%out: memref<16xf32>, %s: memref<16xf32, strided<[2]>>) {
  %one = arith.constant 1.0 : f32
  affine.for %i = 0 to 16 {
    affine.store %one, %s[%i] : memref<16xf32, strided<[2]>>
  }
  affine.for %i = 0 to 16 {
    %v = affine.load %s[%i] : memref<16xf32, strided<[2]>>
    affine.store %v, %out[%i] : memref<16xf32>
  }
  return
}
