// affine.for with negative, min/max and symbolic bounds, steps and
// floordiv/ceildiv/mod of negative values.
// RUN: %exec %s
func.func private @printI64(i64)
func.func private @printNewline()

func.func @show(%x: index) {
  %i = arith.index_cast %x : index to i64
  func.call @printI64(%i) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %n = arith.constant 7 : index
  %m = arith.constant -3 : index
  // Runs 8 times, from -4.
  affine.for %i = -4 to 4 {
    %q = affine.apply affine_map<(d0) -> (d0 floordiv 3)>(%i)
    %c = affine.apply affine_map<(d0) -> (d0 ceildiv 3)>(%i)
    %r = affine.apply affine_map<(d0) -> (d0 mod 3)>(%i)
    %s = affine.apply affine_map<(d0) -> (d0 * 100 + (d0 floordiv 3) * 10 + d0 mod 3)>(%i)
    func.call @show(%q) : (index) -> ()
    func.call @show(%c) : (index) -> ()
    func.call @show(%r) : (index) -> ()
    func.call @show(%s) : (index) -> ()
  }
  affine.for %i = max affine_map<()[s0, s1] -> (s0, s1 * 2)>()[%m, %m] to min affine_map<()[s0] -> (s0, 5)>()[%n] step 3 {
    func.call @show(%i) : (index) -> ()
  }
  affine.for %i = 0 to 10 step 4 {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to min affine_map<(d0)[s0] -> (d0 + 4, s0)>(%i)[%n] {
      %v = affine.apply affine_map<(d0, d1) -> (d0 * 10 + d1)>(%i, %j)
      func.call @show(%v) : (index) -> ()
    }
  }
  // An empty range.
  affine.for %i = 5 to 2 {
    func.call @show(%i) : (index) -> ()
  }
  return
}
