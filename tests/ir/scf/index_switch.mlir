// scf.index_switch in its custom form: results, negative and hex case
// values, no results, only a default, an attribute dictionary, nesting.
// Case regions print every terminator; the default leaves an empty
// scf.yield out, as mlir-opt does.
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK-LABEL: func.func @results
// CHECK: %r = scf.index_switch %x -> i32 {{$}}
// CHECK-NEXT: case 2 {
// CHECK-NEXT: scf.yield %a : i32
// CHECK-NEXT: }
// CHECK-NEXT: case -1 {
// CHECK-NEXT: %s = arith.addi %a, %b : i32
// CHECK-NEXT: scf.yield %s : i32
// CHECK-NEXT: }
// CHECK-NEXT: case 16 {
// CHECK-NEXT: scf.yield %b : i32
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: scf.yield %b : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %r : i32
func.func @results(%x: index, %a: i32, %b: i32) -> i32 {
  %r = scf.index_switch %x -> i32
  case 2 {
    scf.yield %a : i32
  }
  case -1 {
    %s = arith.addi %a, %b : i32
    scf.yield %s : i32
  }
  case 0x10 {
    scf.yield %b : i32
  }
  default {
    scf.yield %b : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @no_results
// CHECK: scf.index_switch %x {{$}}
// CHECK-NEXT: case 3 {
// CHECK-NEXT: memref.store %v, %m[] : memref<f32>
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: }
// CHECK-NEXT: scf.index_switch %x {{$}}
// CHECK-NEXT: default {
// CHECK-NEXT: memref.store %v, %m[] : memref<f32>
// CHECK-NEXT: }
func.func @no_results(%x: index, %m: memref<f32>, %v: f32) {
  scf.index_switch %x case 3 { memref.store %v, %m[] : memref<f32>
    scf.yield } default { }
  scf.index_switch %x default {
    memref.store %v, %m[] : memref<f32>
    scf.yield
  }
  return
}

// CHECK-LABEL: func.func @attrs_and_nesting
// CHECK: %r:2 = scf.index_switch %i {tag = 1 : i32} -> f32, index {{$}}
// CHECK-NEXT: case 0 {
// CHECK-NEXT: %inner = scf.index_switch %i -> f32 {{$}}
// CHECK-NEXT: case 7 {
// CHECK-NEXT: scf.yield %f : f32
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: scf.yield %f : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %inner, %i : f32, index
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: scf.yield %f, %i : f32, index
// CHECK-NEXT: }
func.func @attrs_and_nesting(%f: f32) {
  affine.for %i = 0 to 4 {
    %r:2 = scf.index_switch %i {tag = 1 : i32} -> f32, index
    case 0 {
      %inner = scf.index_switch %i -> f32 case 7 { scf.yield %f : f32 } default { scf.yield %f : f32 }
      scf.yield %inner, %i : f32, index
    }
    default {
      scf.yield %f, %i : f32, index
    }
  }
  return
}
