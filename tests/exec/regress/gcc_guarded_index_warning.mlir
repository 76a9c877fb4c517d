// A store whose index, (-i) floordiv 2 + j, is negative only where the
// affine.if around it cannot hold: gcc's -Wstringop-overflow follows that
// path anyway and warns ("writing 1 byte into a region of size 0"), which
// -Werror rejects. affc's C turns that gcc warning off (found by random
// -O3 programs with tiles of 2 and 6, seed 31, program 142).
// RUN: %exec %s
func.func private @printI64(i64)
func.func private @printNewline()
func.func @guarded() -> i8 {
  %one = arith.constant 1 : i8
  %m = memref.alloc() : memref<2x3xi8>
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 3 {
      %ij = arith.index_cast %j : index to i8
      affine.store %ij, %m[%i, %j] : memref<2x3xi8>
    }
  }
  affine.for %c0 = 0 to 5 {
    affine.for %c1 = max affine_map<(d0) -> (0, (d0 + 1) floordiv 2 - 1)>(%c0) to min affine_map<(d0) -> (3, d0 floordiv 2 + 2)>(%c0) {
      affine.if affine_set<(d0, d1) : (-d0 + 2 >= 0, d1 * 2 - d0 >= 0, d0 mod 2 == 0)>(%c0, %c1) {
        %v = affine.load %m[1, (((-%c0) floordiv 2 + %c1) * 2 + (-%c0) floordiv 2 + %c1 + 2) mod 3] : memref<2x3xi8>
        affine.store %v, %m[(-%c0) floordiv 2 + %c1, 0] : memref<2x3xi8>
      }
    }
  }
  %r = affine.load %m[1, 0] : memref<2x3xi8>
  %s = affine.load %m[0, 0] : memref<2x3xi8>
  %sum = arith.addi %r, %s : i8
  memref.dealloc %m : memref<2x3xi8>
  return %sum : i8
}
func.func @main() {
  %r = func.call @guarded() : () -> i8
  %w = arith.extsi %r : i8 to i64
  func.call @printI64(%w) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
