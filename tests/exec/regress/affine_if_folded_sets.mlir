// Regression (tests/gen seed 1, programs 45, 175, 293): affine.if sets
// whose constraints fold to constants, compare one value with itself (two
// dims bound to the same value) or bound one expression from both sides
// with constants became C that gcc (-Wtautological-compare) or clang
// (-Wtautological-overlap-compare) rejects under -Werror: `i == i`,
// `0 <= -8`, `i >= 1 && i <= 0`. The emitter now drops constraints that
// always hold, writes an empty set as 0 and merges the bounds of one
// expression.
// RUN: %exec %s

func.func private @printI64(i64)
func.func private @printNewline()

func.func @show(%i: index) {
  %x = arith.index_cast %i : index to i64
  call @printI64(%x) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  affine.for %i = 0 to 4 {
    // d0 - d1 == 0 over one value: always true, so only i == 2 remains.
    affine.if affine_set<(d0, d1) : (d0 - d1 == 0, d0 - 2 == 0)>(%i, %i) {
      func.call @show(%i) : (index) -> ()
    }
    // A false constant constraint: never.
    affine.if affine_set<(d0) : (d0 >= 0, -8 >= 0)>(%i) {
      func.call @show(%c7) : (index) -> ()
    }
    // i >= 1 and i <= s0 - 1 with s0 = 1: empty.
    affine.if affine_set<(d0)[s0] : (d0 - 1 >= 0, s0 - d0 - 1 >= 0)>(%i)[%c1] {
      func.call @show(%c7) : (index) -> ()
    }
    // i >= 3 and i <= 3: i == 3.
    %r = affine.if affine_set<(d0) : (d0 - 3 >= 0, -d0 + 3 >= 0, 5 >= 0)>(%i) -> index {
      affine.yield %c7 : index
    } else {
      affine.yield %i : index
    }
    func.call @show(%r) : (index) -> ()
    // Two lower bounds and an upper one: 1 <= i <= 2.
    affine.if affine_set<(d0) : (d0 >= 0, d0 - 1 >= 0, -d0 + 2 >= 0)>(%i) {
      func.call @show(%i) : (index) -> ()
    }
  }
  return
}
