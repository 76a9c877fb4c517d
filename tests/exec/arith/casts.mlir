// Conversions of arith between integer and float types, on values read
// from memory: sitofp/uitofp (with rounding ties), truncf (f64 to bf16
// rounds twice, through f32, as MLIR lowers it), extf, fptosi/fptoui on
// values in range, bitcast. Floats print as bits.
// RUN: %exec %s
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()
memref.global "private" constant @ints : memref<15xi64> = dense<[0, 1, -1, 7, -100, 2049, 4097, -2049, 16777217, 33554435, 2147483647, -2147483648, 9007199254740993, -9223372036854775807, 9223372036854775807]>
memref.global "private" constant @floats : memref<18xf64> = dense<[0.0, -0.0, 0.5, -0.75, 1.5, -2.5, 100.9, -127.9, 127.5, 1.00048828125, 1.000488281250001, 1.0009765625, 1.00390625, 1.0039062500000002, 65519.99, 3.0e-8, 6.0e-8, 0.1]>

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
func.func @show_f32(%v: f32) {
  %b = arith.bitcast %v : f32 to i32
  %w = arith.extui %b : i32 to i64
  func.call @printI64(%w) : (i64) -> ()
  func.call @printComma() : () -> ()
  return
}
func.func @show_f64(%v: f64) {
  %b = arith.bitcast %v : f64 to i64
  %z = arith.constant 0 : i64
  %w = arith.addi %b, %z : i64
  func.call @printI64(%w) : (i64) -> ()
  func.call @printComma() : () -> ()
  return
}
func.func @show_int(%v: i64) {
  func.call @printI64(%v) : (i64) -> ()
  func.call @printComma() : () -> ()
  return
}

func.func @from_int(%x: i64) {
  %i8 = arith.trunci %x : i64 to i8
  %sitofp_i8_f16 = arith.sitofp %i8 : i8 to f16
  func.call @show_f16(%sitofp_i8_f16) : (f16) -> ()
  %uitofp_i8_f16 = arith.uitofp %i8 : i8 to f16
  func.call @show_f16(%uitofp_i8_f16) : (f16) -> ()
  %sitofp_i8_bf16 = arith.sitofp %i8 : i8 to bf16
  func.call @show_bf16(%sitofp_i8_bf16) : (bf16) -> ()
  %uitofp_i8_bf16 = arith.uitofp %i8 : i8 to bf16
  func.call @show_bf16(%uitofp_i8_bf16) : (bf16) -> ()
  %sitofp_i8_f32 = arith.sitofp %i8 : i8 to f32
  func.call @show_f32(%sitofp_i8_f32) : (f32) -> ()
  %uitofp_i8_f32 = arith.uitofp %i8 : i8 to f32
  func.call @show_f32(%uitofp_i8_f32) : (f32) -> ()
  %sitofp_i8_f64 = arith.sitofp %i8 : i8 to f64
  func.call @show_f64(%sitofp_i8_f64) : (f64) -> ()
  %uitofp_i8_f64 = arith.uitofp %i8 : i8 to f64
  func.call @show_f64(%uitofp_i8_f64) : (f64) -> ()
  %i32 = arith.trunci %x : i64 to i32
  %sitofp_i32_f16 = arith.sitofp %i32 : i32 to f16
  func.call @show_f16(%sitofp_i32_f16) : (f16) -> ()
  %uitofp_i32_f16 = arith.uitofp %i32 : i32 to f16
  func.call @show_f16(%uitofp_i32_f16) : (f16) -> ()
  %sitofp_i32_bf16 = arith.sitofp %i32 : i32 to bf16
  func.call @show_bf16(%sitofp_i32_bf16) : (bf16) -> ()
  %uitofp_i32_bf16 = arith.uitofp %i32 : i32 to bf16
  func.call @show_bf16(%uitofp_i32_bf16) : (bf16) -> ()
  %sitofp_i32_f32 = arith.sitofp %i32 : i32 to f32
  func.call @show_f32(%sitofp_i32_f32) : (f32) -> ()
  %uitofp_i32_f32 = arith.uitofp %i32 : i32 to f32
  func.call @show_f32(%uitofp_i32_f32) : (f32) -> ()
  %sitofp_i32_f64 = arith.sitofp %i32 : i32 to f64
  func.call @show_f64(%sitofp_i32_f64) : (f64) -> ()
  %uitofp_i32_f64 = arith.uitofp %i32 : i32 to f64
  func.call @show_f64(%uitofp_i32_f64) : (f64) -> ()
  %sitofp_i64_f16 = arith.sitofp %x : i64 to f16
  func.call @show_f16(%sitofp_i64_f16) : (f16) -> ()
  %uitofp_i64_f16 = arith.uitofp %x : i64 to f16
  func.call @show_f16(%uitofp_i64_f16) : (f16) -> ()
  %sitofp_i64_bf16 = arith.sitofp %x : i64 to bf16
  func.call @show_bf16(%sitofp_i64_bf16) : (bf16) -> ()
  %uitofp_i64_bf16 = arith.uitofp %x : i64 to bf16
  func.call @show_bf16(%uitofp_i64_bf16) : (bf16) -> ()
  %sitofp_i64_f32 = arith.sitofp %x : i64 to f32
  func.call @show_f32(%sitofp_i64_f32) : (f32) -> ()
  %uitofp_i64_f32 = arith.uitofp %x : i64 to f32
  func.call @show_f32(%uitofp_i64_f32) : (f32) -> ()
  %sitofp_i64_f64 = arith.sitofp %x : i64 to f64
  func.call @show_f64(%sitofp_i64_f64) : (f64) -> ()
  %uitofp_i64_f64 = arith.uitofp %x : i64 to f64
  func.call @show_f64(%uitofp_i64_f64) : (f64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @from_float(%d: f64) {
  %f = arith.truncf %d : f64 to f32
  %h = arith.truncf %d : f64 to f16
  %b = arith.truncf %d : f64 to bf16
  %fh = arith.truncf %f : f32 to f16
  %fb = arith.truncf %f : f32 to bf16
  func.call @show_f32(%f) : (f32) -> ()
  func.call @show_f16(%h) : (f16) -> ()
  func.call @show_bf16(%b) : (bf16) -> ()
  func.call @show_f16(%fh) : (f16) -> ()
  func.call @show_bf16(%fb) : (bf16) -> ()
  %he = arith.extf %h : f16 to f64
  %be = arith.extf %b : bf16 to f32
  %hf = arith.extf %h : f16 to f32
  func.call @show_f64(%he) : (f64) -> ()
  func.call @show_f32(%be) : (f32) -> ()
  func.call @show_f32(%hf) : (f32) -> ()
  %s_f64_i32 = arith.fptosi %d : f64 to i32
  %se_f64_i32 = arith.extsi %s_f64_i32 : i32 to i64
  func.call @show_int(%se_f64_i32) : (i64) -> ()
  %s_f64_i64 = arith.fptosi %d : f64 to i64
  %se_f64_i64 = arith.addi %s_f64_i64, %s_f64_i64 : i64
  func.call @show_int(%se_f64_i64) : (i64) -> ()
  %s_f32_i32 = arith.fptosi %f : f32 to i32
  %se_f32_i32 = arith.extsi %s_f32_i32 : i32 to i64
  func.call @show_int(%se_f32_i32) : (i64) -> ()
  %s_f32_i64 = arith.fptosi %f : f32 to i64
  %se_f32_i64 = arith.addi %s_f32_i64, %s_f32_i64 : i64
  func.call @show_int(%se_f32_i64) : (i64) -> ()
  %s_f16_i32 = arith.fptosi %h : f16 to i32
  %se_f16_i32 = arith.extsi %s_f16_i32 : i32 to i64
  func.call @show_int(%se_f16_i32) : (i64) -> ()
  %s_f16_i64 = arith.fptosi %h : f16 to i64
  %se_f16_i64 = arith.addi %s_f16_i64, %s_f16_i64 : i64
  func.call @show_int(%se_f16_i64) : (i64) -> ()
  %zero = arith.constant 0.0 : f64
  %nonneg = arith.cmpf oge, %d, %zero : f64
  scf.if %nonneg {
    %u_f64_i32 = arith.fptoui %d : f64 to i32
    %ue_f64_i32 = arith.extui %u_f64_i32 : i32 to i64
    func.call @show_int(%ue_f64_i32) : (i64) -> ()
    %u_f64_i64 = arith.fptoui %d : f64 to i64
    %ue_f64_i64 = arith.addi %u_f64_i64, %u_f64_i64 : i64
    func.call @show_int(%ue_f64_i64) : (i64) -> ()
    %u_f32_i32 = arith.fptoui %f : f32 to i32
    %ue_f32_i32 = arith.extui %u_f32_i32 : i32 to i64
    func.call @show_int(%ue_f32_i32) : (i64) -> ()
    %u_f32_i64 = arith.fptoui %f : f32 to i64
    %ue_f32_i64 = arith.addi %u_f32_i64, %u_f32_i64 : i64
    func.call @show_int(%ue_f32_i64) : (i64) -> ()
  }
  %bits = arith.bitcast %f : f32 to i32
  %back = arith.bitcast %bits : i32 to f32
  func.call @show_f32(%back) : (f32) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %i = memref.get_global @ints : memref<15xi64>
  affine.for %k = 0 to 15 {
    %x = affine.load %i[%k] : memref<15xi64>
    func.call @from_int(%x) : (i64) -> ()
  }
  %f = memref.get_global @floats : memref<18xf64>
  affine.for %k = 0 to 18 {
    %d = affine.load %f[%k] : memref<18xf64>
    func.call @from_float(%d) : (f64) -> ()
  }
  return
}
