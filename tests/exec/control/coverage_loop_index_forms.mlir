// Loop and index forms the other tests do not run: scf.for over i32 and
// i16 induction variables (negative bounds, iter_args; scf.for unsigned is
// left out: affc does not handle it yet), affine.delinearize_index without
// its outer bound, and affine.linearize_index with a dynamic basis, on
// values from memory.
// RUN: %exec %s
func.func @int_loops(%lo: i32, %hi: i32) {
  %st = arith.constant 2 : i32
  %one = arith.constant 1 : i32
  %p = scf.for %i = %lo to %hi step %st iter_args(%a = %one) -> (i32) : i32 {
    %b = arith.muli %a, %i : i32
    %c = arith.addi %b, %one : i32
    scf.yield %c : i32
  }
  vector.print %p : i32
  %lo16 = arith.trunci %lo : i32 to i16
  %hi16 = arith.trunci %hi : i32 to i16
  %st16 = arith.constant 3 : i16
  %z16 = arith.constant 0 : i16
  %q = scf.for %i = %lo16 to %hi16 step %st16 iter_args(%a = %z16) -> (i16) : i16 {
    %b = arith.subi %a, %i : i16
    scf.yield %b : i16
  }
  vector.print %q : i16
  return
}

func.func @index_forms(%x: index, %b: index) {
  %d:3 = affine.delinearize_index %x into (4, 3) : index, index, index
  vector.print %d#0 : index
  vector.print %d#1 : index
  vector.print %d#2 : index
  %e:2 = affine.delinearize_index %x into (%b) : index, index
  vector.print %e#0 : index
  vector.print %e#1 : index
  %c3 = arith.constant 3 : index
  %l = affine.linearize_index [%d#0, %d#1, %d#2] by (%b, 4, 3) : index
  vector.print %l : index
  %l2 = affine.linearize_index disjoint [%e#0, %e#1] by (%b) : index
  vector.print %l2 : index
  %l3 = affine.linearize_index [%c3, %e#1, %c3] by (%b, %b, 5) : index
  vector.print %l3 : index
  return
}

func.func @main() {
  %m = memref.alloca() : memref<4xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = arith.constant dense<[-7, 6, 3, 12]> : vector<4xi32>
  vector.store %v, %m[%c0] : memref<4xi32>, vector<4xi32>
  %a = memref.load %m[%c0] : memref<4xi32>
  %b = memref.load %m[%c1] : memref<4xi32>
  func.call @int_loops(%a, %b) : (i32, i32) -> ()
  func.call @int_loops(%b, %a) : (i32, i32) -> ()
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %x = memref.load %m[%c3] : memref<4xi32>
  %y = memref.load %m[%c2] : memref<4xi32>
  %xi = arith.index_cast %x : i32 to index
  %yi = arith.index_cast %y : i32 to index
  %big = arith.constant 47 : index
  func.call @index_forms(%xi, %yi) : (index, index) -> ()
  func.call @index_forms(%big, %yi) : (index, index) -> ()
  return
}
