// Functions taking and returning vectors (1-D, 2-D, i1 lanes), with a
// scalar result beside a vector one. (--abi=mlir rejects vector
// parameters with a clear error, so only the plain ABI runs.)
// RUN: %exec %s
func.func @scale(%v: vector<4xf32>, %k: f32) -> (vector<4xf32>, f32) {
  %b = vector.broadcast %k : f32 to vector<4xf32>
  %r = arith.mulf %v, %b : vector<4xf32>
  %s = vector.reduction <add>, %r : vector<4xf32> into f32
  return %r, %s : vector<4xf32>, f32
}
func.func @mask(%m: vector<4xi1>, %v: vector<2x2xi64>) -> vector<2x2xi64> {
  %e = vector.extract %m[0] : i1 from vector<4xi1>
  %z = arith.constant dense<0> : vector<2x2xi64>
  %r = arith.select %e, %v, %z : vector<2x2xi64>
  return %r : vector<2x2xi64>
}
func.func @main() {
  %v = arith.constant dense<[1.0, -2.0, 0.5, 8.0]> : vector<4xf32>
  %k = arith.constant 1.5 : f32
  %r, %s = func.call @scale(%v, %k) : (vector<4xf32>, f32) -> (vector<4xf32>, f32)
  vector.print %r : vector<4xf32>
  vector.print %s : f32
  %m = arith.constant dense<[true, false, true, true]> : vector<4xi1>
  %w = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xi64>
  %x = func.call @mask(%m, %w) : (vector<4xi1>, vector<2x2xi64>) -> vector<2x2xi64>
  vector.print %x : vector<2x2xi64>
  return
}
