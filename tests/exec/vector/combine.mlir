// vector.interleave and vector.deinterleave (1-D and 2-D), and
// vector.outerproduct: 2-D with and without an accumulator (a float add
// into an accumulator is an fma, as MLIR lowers it: the last bits show
// it), an integer one with maxsi, and the AXPY form with a scalar rhs.
// RUN: %exec %s
// RUN: %exec %s --affc-arg=--vector-ext
func.func @main() {
  %a = arith.constant dense<[1.0, 2.0, 3.0]> : vector<3xf32>
  %b = arith.constant dense<[10.0, 20.0, 30.0]> : vector<3xf32>
  %0 = vector.interleave %a, %b : vector<3xf32> -> vector<6xf32>
  vector.print %0 : vector<6xf32>
  %e, %o = vector.deinterleave %0 : vector<6xf32> -> vector<3xf32>
  vector.print %e : vector<3xf32>
  vector.print %o : vector<3xf32>
  %c = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xi64>
  %d = arith.constant dense<[[5, 6], [7, 8]]> : vector<2x2xi64>
  %1 = vector.interleave %c, %d : vector<2x2xi64> -> vector<2x4xi64>
  vector.print %1 : vector<2x4xi64>
  %l, %h = vector.deinterleave %1 : vector<2x4xi64> -> vector<2x2xi64>
  vector.print %l : vector<2x2xi64>
  vector.print %h : vector<2x2xi64>

  %x = arith.constant dense<[1.1, -2.5, 3.3]> : vector<3xf32>
  %y = arith.constant dense<[0.7, 1.9]> : vector<2xf32>
  %2 = vector.outerproduct %x, %y : vector<3xf32>, vector<2xf32>
  vector.print %2 : vector<3x2xf32>
  %acc = arith.constant dense<[[0.1, 0.2], [0.3, 0.4], [0.5, 0.6]]> : vector<3x2xf32>
  %3 = vector.outerproduct %x, %y, %acc : vector<3xf32>, vector<2xf32>
  vector.print %3 : vector<3x2xf32>
  %4 = vector.outerproduct %x, %y, %acc {kind = #vector.kind<maxnumf>} : vector<3xf32>, vector<2xf32>
  vector.print %4 : vector<3x2xf32>
  %s = arith.constant 0.3 : f32
  %5 = vector.outerproduct %x, %s, %x : vector<3xf32>, f32
  vector.print %5 : vector<3xf32>
  %6 = vector.outerproduct %x, %s : vector<3xf32>, f32
  vector.print %6 : vector<3xf32>
  %i = arith.constant dense<[3, -4]> : vector<2xi32>
  %j = arith.constant dense<[2147483647, 5, -6]> : vector<3xi32>
  %k = arith.constant dense<[[0, 1, 2], [3, 4, 5]]> : vector<2x3xi32>
  %7 = vector.outerproduct %i, %j, %k {kind = #vector.kind<maxsi>} : vector<2xi32>, vector<3xi32>
  vector.print %7 : vector<2x3xi32>
  %8 = vector.outerproduct %i, %j, %k : vector<2xi32>, vector<3xi32>
  vector.print %8 : vector<2x3xi32>
  return
}
