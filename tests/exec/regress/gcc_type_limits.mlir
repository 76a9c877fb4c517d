// An unsigned comparison whose left side affc folds to the constant 0:
// (uint64_t)0 <= (uint64_t)(-11) is always true, and gcc's -Wtype-limits
// (in -Wextra) says so, which -Werror rejects. The comparison is the
// program's own; affc's C turns that gcc warning off (found by random
// -O3 programs, plain, with tiles of 3 and 5, seed 14, program 304).
// RUN: %exec %s
func.func private @printI64(i64)
func.func private @printNewline()
func.func @main() {
  %c15 = arith.constant 15 : index
  %zero = affine.apply affine_map<()[s0] -> ((s0 + s0 * -3) mod 2)>()[%c15]
  %m11 = arith.constant -11 : index
  %le = arith.cmpi ule, %zero, %m11 : index
  %ge = arith.cmpi uge, %m11, %zero : index
  %a = arith.extui %le : i1 to i64
  %b = arith.extui %ge : i1 to i64
  func.call @printI64(%a) : (i64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printI64(%b) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
