// cf.assert on conditions that hold, ub.poison as a value the program
// never observes (the initial value of a loop-carried value that the first
// iteration overwrites, vector lanes written before they are read), and
// vector.bitcast between element widths and between ranks.
// RUN: %exec %s
func.func private @printI64(i64)
func.func private @printNewline()

func.func @asserts(%m: memref<4xi64>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %v = memref.load %m[%i] : memref<4xi64>
    %lim = arith.constant 1099511627776 : i64
    %ok = arith.cmpi slt, %v, %lim : i64
    cf.assert %ok, "value out of range"
  }
  return
}

func.func @poison(%n: index) {
  %init = ub.poison : i64
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %last = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (i64) {
    %x = arith.index_cast %i : index to i64
    %c3 = arith.constant 3 : i64
    %y = arith.muli %x, %c3 : i64
    scf.yield %y : i64
  }
  func.call @printI64(%last) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %pv = ub.poison : vector<2xi64>
  %a = arith.constant 7 : i64
  %v0 = vector.insert %a, %pv [0] : i64 into vector<2xi64>
  %v1 = vector.insert %last, %v0 [1] : i64 into vector<2xi64>
  vector.print %v1 : vector<2xi64>
  return
}

func.func @bitcasts(%m: memref<4xi64>) {
  %c0 = arith.constant 0 : index
  %v = vector.load %m[%c0] : memref<4xi64>, vector<4xi64>
  %a = vector.bitcast %v : vector<4xi64> to vector<8xi32>
  vector.print %a : vector<8xi32>
  %b = vector.bitcast %v : vector<4xi64> to vector<32xi8>
  vector.print %b : vector<32xi8>
  %c = vector.bitcast %a : vector<8xi32> to vector<8xf32>
  %ci = arith.bitcast %c : vector<8xf32> to vector<8xi32>
  vector.print %ci : vector<8xi32>
  %d = vector.bitcast %v : vector<4xi64> to vector<4xf64>
  %e = vector.bitcast %d : vector<4xf64> to vector<16xi16>
  vector.print %e : vector<16xi16>
  %w = arith.constant dense<[[1, -2], [3, 4]]> : vector<2x2xi16>
  %x = vector.bitcast %w : vector<2x2xi16> to vector<2x1xi32>
  vector.print %x : vector<2x1xi32>
  return
}

func.func @main() {
  %m = memref.alloca() : memref<4xi64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %v0 = arith.constant 1 : i64
  %v1 = arith.constant -2 : i64
  %v2 = arith.constant 4294967297 : i64
  %v3 = arith.constant 99 : i64
  memref.store %v0, %m[%c0] : memref<4xi64>
  memref.store %v1, %m[%c1] : memref<4xi64>
  memref.store %v2, %m[%c2] : memref<4xi64>
  memref.store %v3, %m[%c3] : memref<4xi64>
  func.call @asserts(%m) : (memref<4xi64>) -> ()
  %c5 = arith.constant 5 : index
  func.call @poison(%c5) : (index) -> ()
  func.call @bitcasts(%m) : (memref<4xi64>) -> ()
  return
}
