// affine.min/max, linearize_index and delinearize_index, with negative
// inputs where MLIR defines them.
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
  %b = arith.constant 5 : index
  affine.for %i = -7 to 30 step 6 {
    %mn = affine.min affine_map<(d0)[s0] -> (d0 + 2, s0, 10 - d0)>(%i)[%b]
    %mx = affine.max affine_map<(d0) -> (d0 - 3, -d0)>(%i)
    %q:3 = affine.delinearize_index %i into (2, 3, 4) : index, index, index
    %p:2 = affine.delinearize_index %i into (%b, 4) : index, index
    %l = affine.linearize_index [%q#0, %q#1, %q#2] by (2, 3, 4) : index
    %l2 = affine.linearize_index disjoint [%p#0, %p#1] by (4) : index
    func.call @show(%mn) : (index) -> ()
    func.call @show(%mx) : (index) -> ()
    func.call @show(%q#0) : (index) -> ()
    func.call @show(%q#1) : (index) -> ()
    func.call @show(%q#2) : (index) -> ()
    func.call @show(%p#0) : (index) -> ()
    func.call @show(%p#1) : (index) -> ()
    func.call @show(%l) : (index) -> ()
    func.call @show(%l2) : (index) -> ()
  }
  return
}
