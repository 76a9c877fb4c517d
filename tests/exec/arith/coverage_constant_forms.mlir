// Constant spellings and op attributes the other tests do not use: hex
// float literals for every float width (infinities, -0.0, a subnormal,
// the largest finite), hex integer literals, exponent forms, dense splats
// and lists of the half types, i1 and index, and ops carrying overflow
// flags and fastmath flags (on values that neither overflow nor are NaN,
// where the flags do not change the result).
// RUN: %exec %s
func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printComma()
func.func private @printNewline()

func.func @f64bits(%v: f64) {
  %b = arith.bitcast %v : f64 to i64
  func.call @printI64(%b) : (i64) -> ()
  func.call @printComma() : () -> ()
  return
}

func.func @scalars() {
  %a = arith.constant 0x7FF0000000000000 : f64
  func.call @f64bits(%a) : (f64) -> ()
  %b = arith.constant 0x8000000000000000 : f64
  func.call @f64bits(%b) : (f64) -> ()
  %c = arith.constant 0x7F7FFFFF : f32
  %c2 = arith.extf %c : f32 to f64
  func.call @f64bits(%c2) : (f64) -> ()
  %d = arith.constant 0x00000001 : f32
  %d2 = arith.extf %d : f32 to f64
  func.call @f64bits(%d2) : (f64) -> ()
  %e = arith.constant 0xFC00 : f16
  %e2 = arith.extf %e : f16 to f64
  func.call @f64bits(%e2) : (f64) -> ()
  %f = arith.constant 0x3555 : f16
  %f2 = arith.extf %f : f16 to f64
  func.call @f64bits(%f2) : (f64) -> ()
  %g = arith.constant 0x7F7F : bf16
  %g2 = arith.extf %g : bf16 to f64
  func.call @f64bits(%g2) : (f64) -> ()
  %h = arith.constant 0x8001 : bf16
  %h2 = arith.extf %h : bf16 to f64
  func.call @f64bits(%h2) : (f64) -> ()
  %i = arith.constant 1.5e-3 : f64
  func.call @f64bits(%i) : (f64) -> ()
  %j = arith.constant -2.5E+10 : f32
  %j2 = arith.extf %j : f32 to f64
  func.call @f64bits(%j2) : (f64) -> ()
  func.call @printNewline() : () -> ()
  %k = arith.constant 0xFF : i8
  %k2 = arith.extsi %k : i8 to i64
  func.call @printI64(%k2) : (i64) -> ()
  func.call @printComma() : () -> ()
  %l = arith.constant 0x7FFFFFFFFFFFFFFF : i64
  func.call @printI64(%l) : (i64) -> ()
  func.call @printComma() : () -> ()
  %m = arith.constant -0x10 : i32
  %m2 = arith.extsi %m : i32 to i64
  func.call @printI64(%m2) : (i64) -> ()
  func.call @printComma() : () -> ()
  %n = arith.constant true
  %n2 = arith.extui %n : i1 to i64
  func.call @printI64(%n2) : (i64) -> ()
  func.call @printComma() : () -> ()
  %o = arith.constant -9 : index
  %o2 = arith.index_cast %o : index to i64
  func.call @printI64(%o2) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @vectors() {
  %a = arith.constant dense<0x7C00> : vector<3xf16>
  %a2 = arith.extf %a : vector<3xf16> to vector<3xf32>
  vector.print %a2 : vector<3xf32>
  %b = arith.constant dense<[0.5, -1.0e2, 0x0001]> : vector<3xbf16>
  %b2 = arith.extf %b : vector<3xbf16> to vector<3xf64>
  vector.print %b2 : vector<3xf64>
  %c = arith.constant dense<true> : vector<2x2xi1>
  vector.print %c : vector<2x2xi1>
  %d = arith.constant dense<[[true, false], [false, true]]> : vector<2x2xi1>
  %e = arith.xori %c, %d : vector<2x2xi1>
  vector.print %e : vector<2x2xi1>
  %f = arith.constant dense<-3> : vector<2xindex>
  %g = arith.constant dense<[5, 0]> : vector<2xindex>
  %h = arith.addi %f, %g : vector<2xindex>
  vector.print %h : vector<2xindex>
  %i = arith.constant dense<0x80> : vector<2xi8>
  vector.print %i : vector<2xi8>
  return
}

func.func @flags(%m: memref<2xi32>, %mf: memref<2xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = memref.load %m[%c0] : memref<2xi32>
  %y = memref.load %m[%c1] : memref<2xi32>
  %a = arith.addi %x, %y overflow<nsw> : i32
  %b = arith.subi %x, %y overflow<nsw, nuw> : i32
  %c = arith.muli %x, %y overflow<nuw> : i32
  %c1_i32 = arith.constant 1 : i32
  %d = arith.shli %x, %c1_i32 overflow<nsw> : i32
  %r = vector.from_elements %a, %b, %c, %d : vector<4xi32>
  vector.print %r : vector<4xi32>
  %u = memref.load %mf[%c0] : memref<2xf32>
  %v = memref.load %mf[%c1] : memref<2xf32>
  %p = arith.addf %u, %v fastmath<nnan, ninf> : f32
  %q = arith.mulf %u, %v fastmath<contract> : f32
  %s = math.sqrt %u fastmath<afn> : f32
  %t = arith.divf %u, %v fastmath<arcp> : f32
  %w = vector.from_elements %p, %q, %s, %t : vector<4xf32>
  vector.print %w : vector<4xf32>
  return
}

func.func @main() {
  func.call @scalars() : () -> ()
  func.call @vectors() : () -> ()
  %m = memref.alloca() : memref<2xi32>
  %mf = memref.alloca() : memref<2xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = arith.constant 1000 : i32
  %y = arith.constant 7 : i32
  memref.store %x, %m[%c0] : memref<2xi32>
  memref.store %y, %m[%c1] : memref<2xi32>
  %u = arith.constant 6.25 : f32
  %v = arith.constant 0.5 : f32
  memref.store %u, %mf[%c0] : memref<2xf32>
  memref.store %v, %mf[%c1] : memref<2xf32>
  func.call @flags(%m, %mf) : (memref<2xi32>, memref<2xf32>) -> ()
  return
}
