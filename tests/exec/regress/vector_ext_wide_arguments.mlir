// With --vector-ext, a function taking and returning a 32-byte vector:
// gcc and clang note (-Wpsabi, an error under -Werror) that AVX would
// pass it differently; the output silences the note (found by the
// coverage audit).
// RUN: %exec %s --affc-arg=--vector-ext
// RUN: %exec %s
func.func @twice(%v: vector<4xf64>) -> vector<4xf64> {
  %r = arith.addf %v, %v : vector<4xf64>
  return %r : vector<4xf64>
}
func.func @main() {
  %v = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf64>
  %r = func.call @twice(%v) : (vector<4xf64>) -> vector<4xf64>
  vector.print %r : vector<4xf64>
  return
}
