// scf.parallel reductions of vectors: a reduction declared on the vector
// type combines lane by lane with the scalar rules (exact sums of
// integers, NaN-free maxnumf, wrapping addi), from each lane's identity.
// RUN: %exec %s
// RUN: %exec %s --affc-arg=--vector-ext

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c1000 = arith.constant 1000 : index
  %c4000 = arith.constant 4000 : index
  %A = memref.alloc() : memref<4000xf32>
  %I = memref.alloc() : memref<4000xi32>
  %big = arith.constant 1000000000 : i32
  scf.for %i = %c0 to %c4000 step %c1 {
    %n = arith.index_cast %i : index to i32
    %f = arith.sitofp %n : i32 to f32
    %w = arith.muli %n, %big : i32
    memref.store %f, %A[%i] : memref<4000xf32>
    memref.store %w, %I[%i] : memref<4000xi32>
  }
  %zf = arith.constant dense<0.0> : vector<4xf32>
  %lo = arith.constant dense<-1.0e30> : vector<4xf32>
  %zi = arith.constant dense<7> : vector<4xi32>
  %r:3 = scf.parallel (%i) = (%c0) to (%c1000) step (%c1) init (%zf, %lo, %zi) -> (vector<4xf32>, vector<4xf32>, vector<4xi32>) {
    %j = arith.muli %i, %c4 : index
    %v = vector.load %A[%j] : memref<4000xf32>, vector<4xf32>
    %w = vector.load %I[%j] : memref<4000xi32>, vector<4xi32>
    scf.reduce(%v, %v, %w : vector<4xf32>, vector<4xf32>, vector<4xi32>) {
    ^bb0(%x: vector<4xf32>, %y: vector<4xf32>):
      %s = arith.addf %x, %y : vector<4xf32>
      scf.reduce.return %s : vector<4xf32>
    }, {
    ^bb0(%x: vector<4xf32>, %y: vector<4xf32>):
      %s = arith.maxnumf %x, %y : vector<4xf32>
      scf.reduce.return %s : vector<4xf32>
    }, {
    ^bb0(%x: vector<4xi32>, %y: vector<4xi32>):
      %s = arith.addi %x, %y : vector<4xi32>
      scf.reduce.return %s : vector<4xi32>
    }
  }
  vector.print %r#0 : vector<4xf32>
  vector.print %r#1 : vector<4xf32>
  vector.print %r#2 : vector<4xi32>
  memref.dealloc %A : memref<4000xf32>
  memref.dealloc %I : memref<4000xi32>
  return
}
