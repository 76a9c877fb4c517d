// arith.truncf with each rounding mode, from f64 to f32, f16 and bf16 and
// from f32 to f16, on values read from memory: ties, overflow, subnormals.
// MLIR 22 rounds to nearest even whatever the mode says (the lowering's
// constrained fptrunc states the mode in effect, it does not set it), and
// so does affc. Results print as bits.
// RUN: %exec %s
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()
memref.global "private" constant @vals : memref<21xf64> = dense<[0.0, -0.0, 1.0, 0.1, -0.1, 1.00048828125, -1.00048828125, 1.000732421875, 1.00390625, -1.00390625, 1.0039062500000002, 3.0e38, -3.0e38, 3.5e38, 65519.0, 65520.0, -70000.0, 1.0e-45, 3.0e-8, -6.0e-8, 1.0e-300]>
func.func @show_f32(%v: f32) {
  %b = arith.bitcast %v : f32 to i32
  %w = arith.extui %b : i32 to i64
  func.call @printI64(%w) : (i64) -> ()
  func.call @printComma() : () -> ()
  return
}
func.func @show_f16(%v: f16) {
  %b = arith.bitcast %v : f16 to i16
  %w = arith.extui %b : i16 to i64
  func.call @printI64(%w) : (i64) -> ()
  func.call @printComma() : () -> ()
  return
}
func.func @show_bf16(%v: bf16) {
  %b = arith.bitcast %v : bf16 to i16
  %w = arith.extui %b : i16 to i64
  func.call @printI64(%w) : (i64) -> ()
  func.call @printComma() : () -> ()
  return
}
func.func @round(%d: f64) {
  %f = arith.truncf %d : f64 to f32
  %to_nearest_even_f32 = arith.truncf %d to_nearest_even : f64 to f32
  func.call @show_f32(%to_nearest_even_f32) : (f32) -> ()
  %to_nearest_even_f16 = arith.truncf %d to_nearest_even : f64 to f16
  func.call @show_f16(%to_nearest_even_f16) : (f16) -> ()
  %to_nearest_even_bf16 = arith.truncf %d to_nearest_even : f64 to bf16
  func.call @show_bf16(%to_nearest_even_bf16) : (bf16) -> ()
  %to_nearest_even_h = arith.truncf %f to_nearest_even : f32 to f16
  func.call @show_f16(%to_nearest_even_h) : (f16) -> ()
  %downward_f32 = arith.truncf %d downward : f64 to f32
  func.call @show_f32(%downward_f32) : (f32) -> ()
  %downward_f16 = arith.truncf %d downward : f64 to f16
  func.call @show_f16(%downward_f16) : (f16) -> ()
  %downward_bf16 = arith.truncf %d downward : f64 to bf16
  func.call @show_bf16(%downward_bf16) : (bf16) -> ()
  %downward_h = arith.truncf %f downward : f32 to f16
  func.call @show_f16(%downward_h) : (f16) -> ()
  %upward_f32 = arith.truncf %d upward : f64 to f32
  func.call @show_f32(%upward_f32) : (f32) -> ()
  %upward_f16 = arith.truncf %d upward : f64 to f16
  func.call @show_f16(%upward_f16) : (f16) -> ()
  %upward_bf16 = arith.truncf %d upward : f64 to bf16
  func.call @show_bf16(%upward_bf16) : (bf16) -> ()
  %upward_h = arith.truncf %f upward : f32 to f16
  func.call @show_f16(%upward_h) : (f16) -> ()
  %toward_zero_f32 = arith.truncf %d toward_zero : f64 to f32
  func.call @show_f32(%toward_zero_f32) : (f32) -> ()
  %toward_zero_f16 = arith.truncf %d toward_zero : f64 to f16
  func.call @show_f16(%toward_zero_f16) : (f16) -> ()
  %toward_zero_bf16 = arith.truncf %d toward_zero : f64 to bf16
  func.call @show_bf16(%toward_zero_bf16) : (bf16) -> ()
  %toward_zero_h = arith.truncf %f toward_zero : f32 to f16
  func.call @show_f16(%toward_zero_h) : (f16) -> ()
  %to_nearest_away_f32 = arith.truncf %d to_nearest_away : f64 to f32
  func.call @show_f32(%to_nearest_away_f32) : (f32) -> ()
  %to_nearest_away_f16 = arith.truncf %d to_nearest_away : f64 to f16
  func.call @show_f16(%to_nearest_away_f16) : (f16) -> ()
  %to_nearest_away_bf16 = arith.truncf %d to_nearest_away : f64 to bf16
  func.call @show_bf16(%to_nearest_away_bf16) : (bf16) -> ()
  %to_nearest_away_h = arith.truncf %f to_nearest_away : f32 to f16
  func.call @show_f16(%to_nearest_away_h) : (f16) -> ()
  func.call @printNewline() : () -> ()
  return
}
func.func @main() {
  %t = memref.get_global @vals : memref<21xf64>
  affine.for %i = 0 to 21 {
    %d = affine.load %t[%i] : memref<21xf64>
    func.call @round(%d) : (f64) -> ()
  }
  return
}
