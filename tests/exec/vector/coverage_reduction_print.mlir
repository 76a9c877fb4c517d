// vector.reduction with every combining kind (with and without an
// accumulator, integer and float), and vector.print of the element types,
// ranks and punctuations the other vector tests do not print. The float
// inputs hold -0.0 and +0.0 and a NaN lane, for the kinds that order or
// propagate them; a NaN prints through its comparison, as its sign is not
// specified. vector.print of a 0-D vector is left out: affc rejects it.
// RUN: %exec %s
func.func private @printI64(i64)
func.func private @printNewline()

func.func @ints(%v: vector<6xi32>, %acc: i32) {
  %a = vector.reduction <minsi>, %v : vector<6xi32> into i32
  %b = vector.reduction <minui>, %v : vector<6xi32> into i32
  %c = vector.reduction <maxsi>, %v, %acc : vector<6xi32> into i32
  %d = vector.reduction <maxui>, %v : vector<6xi32> into i32
  %e = vector.reduction <and>, %v : vector<6xi32> into i32
  %f = vector.reduction <or>, %v, %acc : vector<6xi32> into i32
  %g = vector.reduction <xor>, %v : vector<6xi32> into i32
  %h = vector.reduction <add>, %v, %acc : vector<6xi32> into i32
  %i = vector.reduction <mul>, %v, %acc : vector<6xi32> into i32
  %r = vector.from_elements %a, %b, %c, %d, %e, %f, %g, %h, %i : vector<9xi32>
  vector.print %r : vector<9xi32>
  %w = arith.trunci %v : vector<6xi32> to vector<6xi8>
  %j = vector.reduction <minui>, %w : vector<6xi8> into i8
  %k = vector.reduction <maxsi>, %w : vector<6xi8> into i8
  %l = vector.reduction <mul>, %w : vector<6xi8> into i8
  vector.print %j : i8
  vector.print %k : i8
  vector.print %l : i8
  return
}

func.func @floats(%v: vector<4xf64>, %acc: f64) {
  %a = vector.reduction <minnumf>, %v : vector<4xf64> into f64
  %b = vector.reduction <maxnumf>, %v, %acc : vector<4xf64> into f64
  %c = vector.reduction <minimumf>, %v : vector<4xf64> into f64
  %d = vector.reduction <maximumf>, %v, %acc : vector<4xf64> into f64
  %e = vector.reduction <add>, %v, %acc : vector<4xf64> into f64
  %f = vector.reduction <mul>, %v : vector<4xf64> into f64
  %r = vector.from_elements %a, %b, %c, %d, %e, %f : vector<6xf64>
  %nan = arith.cmpf uno, %r, %r : vector<6xf64>
  %zero = arith.constant dense<0.0> : vector<6xf64>
  %shown = arith.select %nan, %zero, %r : vector<6xi1>, vector<6xf64>
  vector.print %shown : vector<6xf64>
  vector.print %nan : vector<6xi1>
  %s = arith.truncf %v : vector<4xf64> to vector<4xf32>
  %g = vector.reduction <maximumf>, %s : vector<4xf32> into f32
  %h = vector.reduction <add>, %s : vector<4xf32> into f32
  %gn = arith.cmpf uno, %g, %g : f32
  vector.print %gn : i1
  %hn = arith.cmpf uno, %h, %h : f32
  %fz = arith.constant 0.0 : f32
  %hs = arith.select %hn, %fz, %h : f32
  vector.print %hs : f32
  return
}

// Only the kinds that order -0.0 below +0.0 (minNum and maxNum may return
// either zero).
func.func @zeros(%v: vector<4xf64>, %acc: f64) {
  %a = vector.reduction <minimumf>, %v : vector<4xf64> into f64
  %b = vector.reduction <maximumf>, %v, %acc : vector<4xf64> into f64
  %c = vector.reduction <add>, %v, %acc : vector<4xf64> into f64
  %d = vector.reduction <mul>, %v : vector<4xf64> into f64
  %r = vector.from_elements %a, %b, %c, %d : vector<4xf64>
  vector.print %r : vector<4xf64>
  return
}

func.func @prints() {
  %a = arith.constant dense<[[1, -1], [32767, -32768]]> : vector<2x2xi16>
  vector.print %a : vector<2x2xi16>
  %b = arith.constant dense<[1, -1, 9223372036854775807]> : vector<3xi64>
  vector.print %b : vector<3xi64> punctuation <comma>
  vector.print %b : vector<3xi64> punctuation <open>
  vector.print %b : vector<3xi64> punctuation <close>
  vector.print punctuation <newline>
  %c = arith.constant dense<[0, 1, 4096]> : vector<3xindex>
  vector.print %c : vector<3xindex>
  %d = arith.constant dense<[[[0.5, -2.25]], [[1.0e10, 3.0]]]> : vector<2x1x2xf64>
  vector.print %d : vector<2x1x2xf64>
  %e = arith.constant dense<[true, false, true]> : vector<3xi1>
  vector.print %e : vector<3xi1>
  %f = arith.constant 2.5 : f64
  vector.print %f : f64
  %g = arith.constant -7 : i64
  vector.print %g : i64 punctuation <comma>
  %h = arith.constant 3 : index
  vector.print %h : index
  %l = arith.constant dense<[-1, 3]> : vector<2xi3>
  vector.print %l : vector<2xi3>
  vector.print str "end\n"
  return
}

func.func @main() {
  %m = memref.alloca() : memref<6xi32>
  %mf = memref.alloca() : memref<4xf64>
  %c0 = arith.constant 0 : index
  %vals = arith.constant dense<[5, -3, 12, 255, -256, 7]> : vector<6xi32>
  vector.store %vals, %m[%c0] : memref<6xi32>, vector<6xi32>
  %v = vector.load %m[%c0] : memref<6xi32>, vector<6xi32>
  %acc = arith.constant 3 : i32
  func.call @ints(%v, %acc) : (vector<6xi32>, i32) -> ()
  %nacc = arith.constant -1000 : i32
  func.call @ints(%v, %nacc) : (vector<6xi32>, i32) -> ()
  %fv = arith.constant dense<[-0.0, 0.0, 2.5, -1.25]> : vector<4xf64>
  vector.store %fv, %mf[%c0] : memref<4xf64>, vector<4xf64>
  %f = vector.load %mf[%c0] : memref<4xf64>, vector<4xf64>
  %facc = arith.constant 0.5 : f64
  func.call @floats(%f, %facc) : (vector<4xf64>, f64) -> ()
  %nanv = arith.constant dense<[1.0, 0x7FF8000000000000, -0.5, 4.0]> : vector<4xf64>
  vector.store %nanv, %mf[%c0] : memref<4xf64>, vector<4xf64>
  %g = vector.load %mf[%c0] : memref<4xf64>, vector<4xf64>
  func.call @floats(%g, %facc) : (vector<4xf64>, f64) -> ()
  %zv = arith.constant dense<[0.0, -0.0, 0.0, -0.0]> : vector<4xf64>
  vector.store %zv, %mf[%c0] : memref<4xf64>, vector<4xf64>
  %z = vector.load %mf[%c0] : memref<4xf64>, vector<4xf64>
  %zacc = arith.constant -0.0 : f64
  func.call @zeros(%z, %zacc) : (vector<4xf64>, f64) -> ()
  %nz = arith.negf %z : vector<4xf64>
  func.call @zeros(%nz, %zacc) : (vector<4xf64>, f64) -> ()
  func.call @prints() : () -> ()
  return
}
