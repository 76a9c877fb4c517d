// vector.shuffle: lanes of two 1-d vectors of different lengths, rows of
// two 2-d vectors, two 0-d vectors, and a mask that takes one operand only.
// RUN: %exec %s
// RUN: %exec %s --affc-arg=--vector-ext
func.func @main() {
  %a = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %b = arith.constant dense<[10.0, 20.0]> : vector<2xf32>
  %0 = vector.shuffle %a, %b [5, 0, 4, 3, 1] : vector<4xf32>, vector<2xf32>
  vector.print %0 : vector<5xf32>
  %c = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xi32>
  %d = arith.constant dense<[[7, 8, 9]]> : vector<1x3xi32>
  %1 = vector.shuffle %c, %d [2, 0, 2, 1] : vector<2x3xi32>, vector<1x3xi32>
  vector.print %1 : vector<4x3xi32>
  %x = arith.constant dense<7> : vector<i64>
  %y = arith.constant dense<-3> : vector<i64>
  %2 = vector.shuffle %x, %y [1, 0, 1] : vector<i64>, vector<i64>
  vector.print %2 : vector<3xi64>
  %3 = vector.shuffle %a, %a [3, 2, 1, 0, 7, 6, 5, 4] : vector<4xf32>, vector<4xf32>
  vector.print %3 : vector<8xf32>
  %4 = vector.shuffle %b, %a [2, 3, 4] : vector<2xf32>, vector<4xf32>
  vector.print %4 : vector<3xf32>
  return
}
