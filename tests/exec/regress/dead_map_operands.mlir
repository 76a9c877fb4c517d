// Regression (tests/gen seed 1, programs 135, 293): an affine.apply result
// whose only users are maps or sets that, folded, never read it (an
// unused dim, `d0 mod 1`, a constraint that always holds) left an unused
// C variable, which -Wall -Wextra -Werror rejects.
// RUN: %exec %s

func.func private @printI64(i64)
func.func private @printNewline()

func.func @main() {
  %c3 = arith.constant 3 : index
  %m = memref.alloc() : memref<8xi64>
  affine.for %i = 0 to 8 {
    %x = arith.index_cast %i : index to i64
    affine.store %x, %m[%i] : memref<8xi64>
  }
  affine.for %i = 0 to 3 {
    %a = affine.apply affine_map<(d0) -> (d0 * 5 + 1)>(%i)
    %b = affine.apply affine_map<(d0, d1) -> (d1 + 2)>(%a, %i)
    %v = affine.load %m[%b + (%a mod 1) + (%a * 6) mod 3] : memref<8xi64>
    func.call @printI64(%v) : (i64) -> ()
    func.call @printNewline() : () -> ()
    %d = affine.apply affine_map<(d0) -> (d0 * 7)>(%i)
    %e = affine.apply affine_map<(d0) -> (d0 + 4)>(%i)
    affine.for %j = affine_map<(d0, d1) -> (d1)>(%d, %i)
        to min affine_map<(d0, d1) -> (d1 + 2, 3)>(%e, %i) {
      affine.if affine_set<(d0, d1) : (d0 - d0 >= 0, d1 - 1 >= 0)>(%d, %j) {
        %w = affine.load %m[%j] : memref<8xi64>
        func.call @printI64(%w) : (i64) -> ()
        func.call @printNewline() : () -> ()
      }
    }
  }
  memref.dealloc %m : memref<8xi64>
  return
}
