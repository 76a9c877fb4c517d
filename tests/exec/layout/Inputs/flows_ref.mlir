// The reference of ../flows.mlir: the same program with identity layouts.
#tile4 = affine_map<(d0) -> (d0)>

func.func @main() {
  %a = memref.alloca() : memref<10xi64, #tile4>
  %b = memref.alloca() : memref<10xi64, #tile4>
  affine.for %i = 0 to 10 {
    %x = arith.index_cast %i : index to i64
    %c100 = arith.constant 100 : i64
    %y = arith.addi %x, %c100 : i64
    affine.store %x, %a[%i] : memref<10xi64, #tile4>
    affine.store %y, %b[%i] : memref<10xi64, #tile4>
  }
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %t = arith.constant true
  %s = arith.select %t, %b, %a : memref<10xi64, #tile4>
  %v0 = memref.load %s[%c3] : memref<10xi64, #tile4>
  vector.print %v0 : i64
  %f = arith.cmpi eq, %c0, %c1 : index
  %r = scf.if %f -> memref<10xi64, #tile4> {
    scf.yield %b : memref<10xi64, #tile4>
  } else {
    scf.yield %a : memref<10xi64, #tile4>
  }
  %v1 = memref.load %r[%c3] : memref<10xi64, #tile4>
  vector.print %v1 : i64
  %last = scf.for %i = %c0 to %c3 step %c1 iter_args(%m = %a) -> memref<10xi64, #tile4> {
    %k = arith.addi %i, %c3 : index
    %v = memref.load %m[%k] : memref<10xi64, #tile4>
    vector.print %v : i64
    scf.yield %b : memref<10xi64, #tile4>
  }
  %same = memref.cast %last : memref<10xi64, #tile4> to memref<10xi64, #tile4>
  affine.for %i = 0 to 10 {
    %v = affine.load %same[%i] : memref<10xi64, #tile4>
    vector.print %v : i64
  }
  return
}
