// scf.parallel with a reduction region (run in order), an empty range,
// scf.execute_region and scf.index_switch.
// RUN: %exec %s
func.func private @printI64(i64)
func.func private @printF32(f32)
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %init = arith.constant 1.0 : f32
  %p = scf.parallel (%i, %j) = (%c0, %c1) to (%c4, %c5) step (%c1, %c2) init (%init) -> f32 {
    %s = arith.addi %i, %j : index
    %si = arith.index_cast %s : index to i32
    %f = arith.sitofp %si : i32 to f32
    scf.reduce(%f : f32) {
    ^bb0(%lhs: f32, %rhs: f32):
      %m = arith.mulf %lhs, %rhs : f32
      %h = arith.addf %m, %init : f32
      scf.reduce.return %h : f32
    }
  }
  func.call @printF32(%p) : (f32) -> ()
  func.call @printNewline() : () -> ()
  %e = scf.parallel (%i) = (%c4) to (%c1) step (%c1) init (%init) -> f32 {
    scf.reduce(%init : f32) {
    ^bb0(%lhs: f32, %rhs: f32):
      %m = arith.addf %lhs, %rhs : f32
      scf.reduce.return %m : f32
    }
  }
  func.call @printF32(%e) : (f32) -> ()
  func.call @printNewline() : () -> ()
  %x = scf.execute_region -> i64 {
    %a = arith.constant 40 : i64
    %b = arith.constant 2 : i64
    %c = arith.addi %a, %b : i64
    scf.yield %c : i64
  }
  func.call @printI64(%x) : (i64) -> ()
  func.call @printNewline() : () -> ()
  scf.for %k = %c0 to %c4 step %c1 {
    %v = "scf.index_switch"(%k) <{cases = array<i64: 1, 3>}> ({
      %a = arith.constant -1 : i64
      scf.yield %a : i64
    }, {
      %a = arith.constant 10 : i64
      scf.yield %a : i64
    }, {
      %a = arith.constant 30 : i64
      scf.yield %a : i64
    }) : (index) -> i64
    func.call @printI64(%v) : (i64) -> ()
    func.call @printNewline() : () -> ()
  }
  return
}
