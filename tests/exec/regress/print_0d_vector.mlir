// A 0-D vector prints as one lane in parentheses, as MLIR's lowering does.
// RUN: %exec %s
// RUN: %exec %s --affc-arg=--vector-ext
func.func @main() {
  %k = arith.constant dense<1.5> : vector<f32>
  vector.print %k : vector<f32>
  %x = arith.constant 2.5 : f32
  %b = vector.broadcast %x : f32 to vector<f32>
  vector.print %b : vector<f32>
  return
}
