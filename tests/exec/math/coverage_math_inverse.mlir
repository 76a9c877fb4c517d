// The math ops no other exec test runs (acos, acosh, asin, atanh, erfc,
// sincos) at every float width, on values read from memory so that MLIR
// does not fold them. Results print with printF64; a NaN prints as 12345
// (its sign is not specified).
// math.isinf and math.isnormal have no lowering in MLIR 22, and the one
// of math.clampf (--math-expand-ops) computes max(min(x, lo), hi), not the
// documented clamp, so none of the three can be checked here.
// RUN: %exec %s
func.func private @printF64(f64)
func.func private @printComma()
func.func private @printNewline()
memref.global "private" constant @vals : memref<8xf64> = dense<[0.0, -0.0, 0.5, -0.75, 1.0, 1.5, 3.0, -1.0e-310]>

func.func @show(%v: f64) {
  %nan = arith.cmpf uno, %v, %v : f64
  %k = arith.constant 12345.0 : f64
  %s = arith.select %nan, %k, %v : f64
  func.call @printF64(%s) : (f64) -> ()
  func.call @printComma() : () -> ()
  return
}

func.func @ops_f64(%x: f64) {
  %a = math.acos %x : f64
  func.call @show(%a) : (f64) -> ()
  %b = math.acosh %x : f64
  func.call @show(%b) : (f64) -> ()
  %c = math.asin %x : f64
  func.call @show(%c) : (f64) -> ()
  %d = math.atanh %x : f64
  func.call @show(%d) : (f64) -> ()
  %e = math.erfc %x : f64
  func.call @show(%e) : (f64) -> ()
  %s, %co = math.sincos %x : f64
  func.call @show(%s) : (f64) -> ()
  func.call @show(%co) : (f64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @ops_f32(%x: f32) {
  %a = math.acos %x : f32
  %a2 = arith.extf %a : f32 to f64
  func.call @show(%a2) : (f64) -> ()
  %b = math.acosh %x : f32
  %b2 = arith.extf %b : f32 to f64
  func.call @show(%b2) : (f64) -> ()
  %c = math.asin %x : f32
  %c2 = arith.extf %c : f32 to f64
  func.call @show(%c2) : (f64) -> ()
  %d = math.atanh %x : f32
  %d2 = arith.extf %d : f32 to f64
  func.call @show(%d2) : (f64) -> ()
  %e = math.erfc %x : f32
  %e2 = arith.extf %e : f32 to f64
  func.call @show(%e2) : (f64) -> ()
  %s, %co = math.sincos %x : f32
  %s2 = arith.extf %s : f32 to f64
  func.call @show(%s2) : (f64) -> ()
  %co2 = arith.extf %co : f32 to f64
  func.call @show(%co2) : (f64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @ops_f16(%x: f16) {
  %a = math.acos %x : f16
  %a2 = arith.extf %a : f16 to f64
  func.call @show(%a2) : (f64) -> ()
  %c = math.asin %x : f16
  %c2 = arith.extf %c : f16 to f64
  func.call @show(%c2) : (f64) -> ()
  %e = math.erfc %x : f16
  %e2 = arith.extf %e : f16 to f64
  func.call @show(%e2) : (f64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @ops_bf16(%x: bf16) {
  %a = math.acos %x : bf16
  %a2 = arith.extf %a : bf16 to f64
  func.call @show(%a2) : (f64) -> ()
  %e = math.erfc %x : bf16
  %e2 = arith.extf %e : bf16 to f64
  func.call @show(%e2) : (f64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %g = memref.get_global @vals : memref<8xf64>
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %c8 step %c1 {
    %v = memref.load %g[%i] : memref<8xf64>
    func.call @ops_f64(%v) : (f64) -> ()
    %f = arith.truncf %v : f64 to f32
    func.call @ops_f32(%f) : (f32) -> ()
    %h = arith.truncf %v : f64 to f16
    func.call @ops_f16(%h) : (f16) -> ()
    %b = arith.truncf %v : f64 to bf16
    func.call @ops_bf16(%b) : (bf16) -> ()
  }
  return
}
