// Memrefs and vectors as ordinary SSA values: a memref chosen by scf.if
// (arith.select of memrefs is left out: affc rejects it), memrefs swapped
// as scf.for iter_args (double buffering), vectors carried through scf.for
// and affine.for iter_args and yielded by affine.if, and arith.select with
// a scalar condition on vectors.
// RUN: %exec %s
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @buffers(%n: index, %flip: i1) {
  %A = memref.alloca() : memref<4xi64>
  %B = memref.alloca() : memref<4xi64>
  affine.for %i = 0 to 4 {
    %x = arith.index_cast %i : index to i64
    affine.store %x, %A[%i] : memref<4xi64>
    %z = arith.constant 0 : i64
    affine.store %z, %B[%i] : memref<4xi64>
  }
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %src, %dst = scf.for %t = %c0 to %n step %c1 iter_args(%s = %A, %d = %B) -> (memref<4xi64>, memref<4xi64>) {
    affine.for %i = 0 to 4 {
      %l = affine.load %s[(%i + 3) mod 4] : memref<4xi64>
      %r = affine.load %s[(%i + 1) mod 4] : memref<4xi64>
      %v = arith.addi %l, %r : i64
      affine.store %v, %d[%i] : memref<4xi64>
    }
    scf.yield %d, %s : memref<4xi64>, memref<4xi64>
  }
  %other = scf.if %flip -> (memref<4xi64>) {
    scf.yield %dst : memref<4xi64>
  } else {
    scf.yield %src : memref<4xi64>
  }
  affine.for %i = 0 to 4 {
    %v = affine.load %src[%i] : memref<4xi64>
    func.call @printI64(%v) : (i64) -> ()
    func.call @printComma() : () -> ()
  }
  affine.for %i = 0 to 4 {
    %v = affine.load %other[%i] : memref<4xi64>
    func.call @printI64(%v) : (i64) -> ()
    func.call @printComma() : () -> ()
  }
  func.call @printNewline() : () -> ()
  return
}

func.func @vectors(%n: index, %flip: i1) {
  %init = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = scf.for %t = %c0 to %n step %c1 iter_args(%acc = %init) -> (vector<4xi32>) {
    %sh = vector.shape_cast %acc : vector<4xi32> to vector<2x2xi32>
    %tr = vector.transpose %sh, [1, 0] : vector<2x2xi32> to vector<2x2xi32>
    %back = vector.shape_cast %tr : vector<2x2xi32> to vector<4xi32>
    %sum = arith.addi %back, %acc : vector<4xi32>
    scf.yield %sum : vector<4xi32>
  }
  vector.print %v : vector<4xi32>
  %w = affine.for %i = 0 to %n iter_args(%acc = %v) -> (vector<4xi32>) {
    %r = affine.if affine_set<(d0) : (d0 mod 2 == 0)>(%i) -> vector<4xi32> {
      %k = arith.constant dense<-1> : vector<4xi32>
      %m = arith.muli %acc, %k : vector<4xi32>
      affine.yield %m : vector<4xi32>
    } else {
      %k = arith.constant dense<3> : vector<4xi32>
      %m = arith.addi %acc, %k : vector<4xi32>
      affine.yield %m : vector<4xi32>
    }
    affine.yield %r : vector<4xi32>
  }
  vector.print %w : vector<4xi32>
  %s = arith.select %flip, %v, %w : vector<4xi32>
  vector.print %s : vector<4xi32>
  return
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  func.call @buffers(%c3, %t) : (index, i1) -> ()
  func.call @buffers(%c4, %f) : (index, i1) -> ()
  func.call @vectors(%c3, %t) : (index, i1) -> ()
  func.call @vectors(%c4, %f) : (index, i1) -> ()
  return
}
