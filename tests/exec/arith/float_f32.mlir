// Float ops of arith on f32: every pair of a table of values (signed
// zeros, infinities and NaN included), read from memory so that MLIR
// cannot fold them. Results print as their bits (NaN as -1: its sign and
// payload are not specified), comparisons as 0/1.
// RUN: %exec %s
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()
memref.global "private" constant @vals : memref<10xf32> = dense<[0.0, -0.0, 1.0, -1.0, 0.1, 1.5, -2.5, 3.75, 1.0e4, -3.0e-3]>

func.func @show(%v: f32) {
  %bits = arith.bitcast %v : f32 to i32
  %wide = arith.extsi %bits : i32 to i64
  %nan = arith.cmpf uno, %v, %v : f32
  %minus1 = arith.constant -1 : i64
  %shown = arith.select %nan, %minus1, %wide : i64
  func.call @printI64(%shown) : (i64) -> ()
  func.call @printComma() : () -> ()
  return
}

func.func @show_i1(%v: i1) {
  %e = arith.extui %v : i1 to i64
  func.call @printI64(%e) : (i64) -> ()
  return
}

func.func @ops(%x: f32, %y: f32) {
  %addf = arith.addf %x, %y : f32
  func.call @show(%addf) : (f32) -> ()
  %subf = arith.subf %x, %y : f32
  func.call @show(%subf) : (f32) -> ()
  %mulf = arith.mulf %x, %y : f32
  func.call @show(%mulf) : (f32) -> ()
  %divf = arith.divf %x, %y : f32
  func.call @show(%divf) : (f32) -> ()
  %remf = arith.remf %x, %y : f32
  func.call @show(%remf) : (f32) -> ()
  %maximumf = arith.maximumf %x, %y : f32
  func.call @show(%maximumf) : (f32) -> ()
  %minimumf = arith.minimumf %x, %y : f32
  func.call @show(%minimumf) : (f32) -> ()
  %maxnumf = arith.maxnumf %x, %y : f32
  func.call @show(%maxnumf) : (f32) -> ()
  %minnumf = arith.minnumf %x, %y : f32
  func.call @show(%minnumf) : (f32) -> ()
  %negf = arith.negf %x : f32
  func.call @show(%negf) : (f32) -> ()
  %false = arith.cmpf false, %x, %y : f32
  func.call @show_i1(%false) : (i1) -> ()
  %oeq = arith.cmpf oeq, %x, %y : f32
  func.call @show_i1(%oeq) : (i1) -> ()
  %ogt = arith.cmpf ogt, %x, %y : f32
  func.call @show_i1(%ogt) : (i1) -> ()
  %oge = arith.cmpf oge, %x, %y : f32
  func.call @show_i1(%oge) : (i1) -> ()
  %olt = arith.cmpf olt, %x, %y : f32
  func.call @show_i1(%olt) : (i1) -> ()
  %ole = arith.cmpf ole, %x, %y : f32
  func.call @show_i1(%ole) : (i1) -> ()
  %one = arith.cmpf one, %x, %y : f32
  func.call @show_i1(%one) : (i1) -> ()
  %ord = arith.cmpf ord, %x, %y : f32
  func.call @show_i1(%ord) : (i1) -> ()
  %ueq = arith.cmpf ueq, %x, %y : f32
  func.call @show_i1(%ueq) : (i1) -> ()
  %ugt = arith.cmpf ugt, %x, %y : f32
  func.call @show_i1(%ugt) : (i1) -> ()
  %uge = arith.cmpf uge, %x, %y : f32
  func.call @show_i1(%uge) : (i1) -> ()
  %ult = arith.cmpf ult, %x, %y : f32
  func.call @show_i1(%ult) : (i1) -> ()
  %ule = arith.cmpf ule, %x, %y : f32
  func.call @show_i1(%ule) : (i1) -> ()
  %une = arith.cmpf une, %x, %y : f32
  func.call @show_i1(%une) : (i1) -> ()
  %uno = arith.cmpf uno, %x, %y : f32
  func.call @show_i1(%uno) : (i1) -> ()
  %true = arith.cmpf true, %x, %y : f32
  func.call @show_i1(%true) : (i1) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %t = memref.get_global @vals : memref<10xf32>
  %all = memref.alloca() : memref<13xf32>
  affine.for %i = 0 to 10 {
    %v = affine.load %t[%i] : memref<10xf32>
    affine.store %v, %all[%i] : memref<13xf32>
  }
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  %inf = arith.divf %one, %zero : f32
  %ninf = arith.negf %inf : f32
  %nan = arith.subf %inf, %inf : f32
  affine.store %inf, %all[10] : memref<13xf32>
  affine.store %ninf, %all[11] : memref<13xf32>
  affine.store %nan, %all[12] : memref<13xf32>
  affine.for %i = 0 to 13 {
    affine.for %j = 0 to 13 {
      %x = affine.load %all[%i] : memref<13xf32>
      %y = affine.load %all[%j] : memref<13xf32>
      func.call @ops(%x, %y) : (f32, f32) -> ()
    }
  }
  return
}
