// Parallel nests under OpenMP, each iteration writing its own elements:
// a 3-D affine.parallel (one collapsed loop), a 2-D one with offsets and
// steps, an affine.parallel nested in another whose bounds use the outer
// induction variable (a triangle, with a reduction inside), and an
// affine.for time loop around parallel sweeps that read what the previous
// sweep wrote, so each sweep must be complete before the next starts (with
// a reduction carried through the time loop, and without, where the
// OpenMP region can hold the whole time loop).
// Results print as checksums computed by sequential loops.
// RUN: %exec %s
func.func private @printI64(i64)
func.func private @printNewline()

func.func @show_i64(%x: i64) {
  func.call @printI64(%x) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

// Sum of A[i][j][k] * (i + 3j + 7k + 1), sequentially.
func.func @checksum3(%A: memref<20x30x8xi32>) -> i64 {
  %zero = arith.constant 0 : i64
  %s = affine.for %i = 0 to 20 iter_args(%si = %zero) -> i64 {
    %t = affine.for %j = 0 to 30 iter_args(%sj = %si) -> i64 {
      %u = affine.for %k = 0 to 8 iter_args(%sk = %sj) -> i64 {
        %v = affine.load %A[%i, %j, %k] : memref<20x30x8xi32>
        %vv = arith.extsi %v : i32 to i64
        %w = affine.apply affine_map<(d0, d1, d2) -> (d0 + d1 * 3 + d2 * 7 + 1)>(%i, %j, %k)
        %ww = arith.index_cast %w : index to i64
        %p = arith.muli %vv, %ww : i64
        %r = arith.addi %sk, %p : i64
        affine.yield %r : i64
      }
      affine.yield %u : i64
    }
    affine.yield %t : i64
  }
  return %s : i64
}

// Sum of M[i][j] * (i * 64 + j + 1), sequentially.
func.func @checksum2(%M: memref<64x64xi64>) -> i64 {
  %zero = arith.constant 0 : i64
  %s = affine.for %i = 0 to 64 iter_args(%si = %zero) -> i64 {
    %t = affine.for %j = 0 to 64 iter_args(%sj = %si) -> i64 {
      %v = affine.load %M[%i, %j] : memref<64x64xi64>
      %w = affine.apply affine_map<(d0, d1) -> (d0 * 64 + d1 + 1)>(%i, %j)
      %ww = arith.index_cast %w : index to i64
      %p = arith.muli %v, %ww : i64
      %r = arith.addi %sj, %p : i64
      affine.yield %r : i64
    }
    affine.yield %t : i64
  }
  return %s : i64
}

// Sum of V[i] * (i + 1), sequentially.
func.func @checksum1(%V: memref<1000xi64>) -> i64 {
  %zero = arith.constant 0 : i64
  %s = affine.for %i = 0 to 1000 iter_args(%si = %zero) -> i64 {
    %v = affine.load %V[%i] : memref<1000xi64>
    %w = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    %ww = arith.index_cast %w : index to i64
    %p = arith.muli %v, %ww : i64
    %r = arith.addi %si, %p : i64
    affine.yield %r : i64
  }
  return %s : i64
}

func.func @main() {
  %minus1 = arith.constant -1 : i64

  // 3-D: A[i][j][k] = i * 10000 + j * 100 + k.
  %A = memref.alloc() : memref<20x30x8xi32>
  affine.parallel (%i, %j, %k) = (0, 0, 0) to (20, 30, 8) {
    %v = affine.apply affine_map<(d0, d1, d2) -> (d0 * 10000 + d1 * 100 + d2)>(%i, %j, %k)
    %vi = arith.index_cast %v : index to i32
    affine.store %vi, %A[%i, %j, %k] : memref<20x30x8xi32>
  }
  %a = func.call @checksum3(%A) : (memref<20x30x8xi32>) -> i64
  func.call @show_i64(%a) : (i64) -> ()
  memref.dealloc %A : memref<20x30x8xi32>

  // 2-D with offsets and steps: (i, j) from (3, -5) to (63, 120) by
  // (4, 3) fills C[(i - 3) / 4][(j + 5) / 3] (15 x 42 of the 64 x 64);
  // the rest stays -1.
  %C = memref.alloc() : memref<64x64xi64>
  affine.parallel (%i, %j) = (0, 0) to (64, 64) {
    affine.store %minus1, %C[%i, %j] : memref<64x64xi64>
  }
  affine.parallel (%i, %j) = (3, -5) to (63, 121) step (4, 3) {
    %v = affine.apply affine_map<(d0, d1) -> (d0 * 1000 + d1)>(%i, %j)
    %vi = arith.index_cast %v : index to i64
    affine.store %vi, %C[(%i - 3) floordiv 4, (%j + 5) floordiv 3] : memref<64x64xi64>
  }
  %c = func.call @checksum2(%C) : (memref<64x64xi64>) -> i64
  func.call @show_i64(%c) : (i64) -> ()

  // Triangle: T[i][j] = sum of k for j <= k <= i (j <= i), by a
  // reduction in a parallel nested in a parallel; above it stays -1.
  affine.parallel (%i, %j) = (0, 0) to (64, 64) {
    affine.store %minus1, %C[%i, %j] : memref<64x64xi64>
  }
  affine.parallel (%i) = (0) to (64) {
    affine.parallel (%j) = (0) to (%i + 1) {
      %s = affine.parallel (%k) = (%j) to (%i + 1) reduce ("addi") -> i64 {
        %kk = arith.index_cast %k : index to i64
        affine.yield %kk : i64
      }
      affine.store %s, %C[%i, %j] : memref<64x64xi64>
    }
  }
  %t = func.call @checksum2(%C) : (memref<64x64xi64>) -> i64
  func.call @show_i64(%t) : (i64) -> ()
  memref.dealloc %C : memref<64x64xi64>

  // Time loop: 12 sweeps of B[i] = A[i-1] + 2 A[i] - A[i+1] then A = B,
  // from A[i] = 37 i mod 97; and the sum of each new A by a reduction
  // carried through the time loop.
  %V = memref.alloc() : memref<1000xi64>
  %W = memref.alloc() : memref<1000xi64>
  affine.parallel (%i) = (0) to (1000) {
    %v = affine.apply affine_map<(d0) -> ((d0 * 37) mod 97)>(%i)
    %vi = arith.index_cast %v : index to i64
    affine.store %vi, %V[%i] : memref<1000xi64>
    affine.store %vi, %W[%i] : memref<1000xi64>
  }
  %zero = arith.constant 0 : i64
  %two = arith.constant 2 : i64
  %sums = affine.for %step = 0 to 12 iter_args(%acc = %zero) -> i64 {
    affine.parallel (%i) = (1) to (999) {
      %l = affine.load %V[%i - 1] : memref<1000xi64>
      %m = affine.load %V[%i] : memref<1000xi64>
      %r = affine.load %V[%i + 1] : memref<1000xi64>
      %m2 = arith.muli %m, %two : i64
      %s0 = arith.addi %l, %m2 : i64
      %s = arith.subi %s0, %r : i64
      affine.store %s, %W[%i] : memref<1000xi64>
    }
    %sum = affine.parallel (%i) = (0) to (1000) reduce ("addi") -> i64 {
      %w = affine.load %W[%i] : memref<1000xi64>
      affine.store %w, %V[%i] : memref<1000xi64>
      affine.yield %w : i64
    }
    %next = arith.addi %acc, %sum : i64
    affine.yield %next : i64
  }
  func.call @show_i64(%sums) : (i64) -> ()
  %v = func.call @checksum1(%V) : (memref<1000xi64>) -> i64
  func.call @show_i64(%v) : (i64) -> ()

  // The same sweeps with no reduction: 11 more time steps, each two
  // parallel loops (V -> W, then W -> V) that only share the memrefs, so
  // one OpenMP region may hold the whole time loop; the threads must still
  // wait for each sweep to end before the next reads its neighbours.
  affine.for %step = 0 to 11 {
    affine.parallel (%i) = (1) to (999) {
      %l = affine.load %V[%i - 1] : memref<1000xi64>
      %m = affine.load %V[%i] : memref<1000xi64>
      %r = affine.load %V[%i + 1] : memref<1000xi64>
      %m2 = arith.muli %m, %two : i64
      %s0 = arith.addi %l, %m2 : i64
      %s = arith.subi %s0, %r : i64
      affine.store %s, %W[%i] : memref<1000xi64>
    }
    affine.parallel (%i) = (1) to (999) {
      %l = affine.load %W[%i - 1] : memref<1000xi64>
      %r = affine.load %W[%i + 1] : memref<1000xi64>
      %s = arith.xori %l, %r : i64
      affine.store %s, %V[%i] : memref<1000xi64>
    }
  }
  %v2 = func.call @checksum1(%V) : (memref<1000xi64>) -> i64
  func.call @show_i64(%v2) : (i64) -> ()
  memref.dealloc %V : memref<1000xi64>
  memref.dealloc %W : memref<1000xi64>
  return
}
