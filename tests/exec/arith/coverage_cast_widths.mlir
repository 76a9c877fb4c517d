// The width pairs of arith's casts that casts.mlir does not run: odd and
// narrow integer widths (i1, i3, i8, i16, i17, i33), index casts from and to
// narrow types, float casts from the half types and to f64, and bitcasts
// back to the half types. Operands come from memory so that MLIR does not
// fold them. Float-to-integer inputs stay in range of the destination
// (outside it the result is poison).
// RUN: %exec %s
func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printComma()
func.func private @printNewline()
memref.global "private" constant @ints : memref<6xi64> = dense<[0, 1, -1, 5, -70000, 8589934593]>
memref.global "private" constant @floats : memref<6xf64> = dense<[0.0, -0.0, 1.75, -2.5, 100.5, 3.0e-8]>

func.func @si(%v: i64) {
  func.call @printI64(%v) : (i64) -> ()
  func.call @printComma() : () -> ()
  return
}

func.func @fp(%v: f64) {
  func.call @printF64(%v) : (f64) -> ()
  func.call @printComma() : () -> ()
  return
}

// Integer to integer, signed and unsigned, through each odd width.
func.func @int_casts(%x: i64) {
  %t1 = arith.trunci %x : i64 to i1
  %t3 = arith.trunci %x : i64 to i3
  %t17 = arith.trunci %x : i64 to i17
  %t33 = arith.trunci %x : i64 to i33
  %a = arith.extsi %t1 : i1 to i64
  func.call @si(%a) : (i64) -> ()
  %b = arith.extsi %t3 : i3 to i32
  %b2 = arith.extsi %b : i32 to i64
  func.call @si(%b2) : (i64) -> ()
  %c = arith.extui %t3 : i3 to i16
  %c2 = arith.extui %c : i16 to i64
  func.call @si(%c2) : (i64) -> ()
  %d = arith.extsi %t17 : i17 to i33
  %d2 = arith.extsi %d : i33 to i64
  func.call @si(%d2) : (i64) -> ()
  %e = arith.extui %t17 : i17 to i64
  func.call @si(%e) : (i64) -> ()
  %f = arith.trunci %t33 : i33 to i17
  %f2 = arith.extsi %f : i17 to i64
  func.call @si(%f2) : (i64) -> ()
  %g = arith.extui %t33 : i33 to i64
  func.call @si(%g) : (i64) -> ()
  %h = arith.trunci %t17 : i17 to i8
  %h2 = arith.extui %h : i8 to i64
  func.call @si(%h2) : (i64) -> ()
  %t16 = arith.trunci %x : i64 to i16
  %i = arith.extsi %t16 : i16 to i64
  func.call @si(%i) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

// index_cast and index_castui from and to narrow types.
func.func @index_casts(%x: i64) {
  %t8 = arith.trunci %x : i64 to i8
  %t1 = arith.trunci %x : i64 to i1
  %a = arith.index_cast %t8 : i8 to index
  %b = arith.index_castui %t8 : i8 to index
  %c = arith.index_castui %t1 : i1 to index
  %t32 = arith.trunci %x : i64 to i32
  %d = arith.index_cast %t32 : i32 to index
  %sum0 = arith.addi %a, %b : index
  %sum1 = arith.addi %sum0, %c : index
  %sum = arith.addi %sum1, %d : index
  %e = arith.index_cast %sum : index to i16
  %e2 = arith.extsi %e : i16 to i64
  func.call @si(%e2) : (i64) -> ()
  %f = arith.index_castui %sum : index to i8
  %f2 = arith.extui %f : i8 to i64
  func.call @si(%f2) : (i64) -> ()
  %g = arith.index_cast %a : index to i64
  func.call @si(%g) : (i64) -> ()
  %h = arith.index_cast %d : index to i33
  %h2 = arith.extsi %h : i33 to i64
  func.call @si(%h2) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

// Integer to float from narrow and odd widths.
func.func @int_to_float(%x: i64) {
  %t1 = arith.trunci %x : i64 to i1
  %t3 = arith.trunci %x : i64 to i3
  %t16 = arith.trunci %x : i64 to i16
  %t17 = arith.trunci %x : i64 to i17
  %t33 = arith.trunci %x : i64 to i33
  %a = arith.sitofp %t1 : i1 to f64
  func.call @fp(%a) : (f64) -> ()
  %b = arith.uitofp %t1 : i1 to f32
  %b2 = arith.extf %b : f32 to f64
  func.call @fp(%b2) : (f64) -> ()
  %c = arith.sitofp %t3 : i3 to f16
  %c2 = arith.extf %c : f16 to f64
  func.call @fp(%c2) : (f64) -> ()
  %d = arith.uitofp %t3 : i3 to bf16
  %d2 = arith.extf %d : bf16 to f64
  func.call @fp(%d2) : (f64) -> ()
  %e = arith.sitofp %t16 : i16 to f32
  %e2 = arith.extf %e : f32 to f64
  func.call @fp(%e2) : (f64) -> ()
  %f = arith.uitofp %t16 : i16 to f64
  func.call @fp(%f) : (f64) -> ()
  %g = arith.sitofp %t17 : i17 to f64
  func.call @fp(%g) : (f64) -> ()
  %h = arith.uitofp %t17 : i17 to f16
  %h2 = arith.extf %h : f16 to f64
  func.call @fp(%h2) : (f64) -> ()
  %i = arith.sitofp %t33 : i33 to f32
  %i2 = arith.extf %i : f32 to f64
  func.call @fp(%i2) : (f64) -> ()
  %j = arith.uitofp %t33 : i33 to f64
  func.call @fp(%j) : (f64) -> ()
  func.call @printNewline() : () -> ()
  return
}

// Float casts from the half types, to f64, and float to narrow integers.
func.func @float_casts(%x: f64) {
  %h = arith.truncf %x : f64 to f16
  %b = arith.truncf %x : f64 to bf16
  %s = arith.truncf %x : f64 to f32
  %a = arith.extf %s : f32 to f64
  func.call @fp(%a) : (f64) -> ()
  %c = arith.extf %b : bf16 to f64
  func.call @fp(%c) : (f64) -> ()
  %d = arith.truncf %s : f32 to bf16
  %d2 = arith.extf %d : bf16 to f64
  func.call @fp(%d2) : (f64) -> ()
  %e = arith.extf %h : f16 to f32
  %e2 = arith.truncf %e : f32 to f16
  %e3 = arith.extf %e2 : f16 to f64
  func.call @fp(%e3) : (f64) -> ()
  %f = arith.fptosi %b : bf16 to i8
  %f2 = arith.extsi %f : i8 to i64
  func.call @si(%f2) : (i64) -> ()
  %g = arith.fptosi %h : f16 to i16
  %g2 = arith.extsi %g : i16 to i64
  func.call @si(%g2) : (i64) -> ()
  %i = arith.fptosi %s : f32 to i17
  %i2 = arith.extsi %i : i17 to i64
  func.call @si(%i2) : (i64) -> ()
  %j = arith.fptosi %x : f64 to i33
  %j2 = arith.extsi %j : i33 to i64
  func.call @si(%j2) : (i64) -> ()
  %ab = math.absf %x : f64
  %abh = arith.truncf %ab : f64 to f16
  %abb = arith.truncf %ab : f64 to bf16
  %k = arith.fptoui %abh : f16 to i8
  %k2 = arith.extui %k : i8 to i64
  func.call @si(%k2) : (i64) -> ()
  %l = arith.fptoui %abb : bf16 to i16
  %l2 = arith.extui %l : i16 to i64
  func.call @si(%l2) : (i64) -> ()
  %m = arith.fptoui %ab : f64 to i17
  %m2 = arith.extui %m : i17 to i64
  func.call @si(%m2) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

// Bitcasts back to the half types and to f64.
func.func @bitcasts(%x: i64) {
  %t16 = arith.trunci %x : i64 to i16
  %h = arith.bitcast %t16 : i16 to f16
  %h2 = arith.extf %h : f16 to f64
  func.call @fp(%h2) : (f64) -> ()
  %b = arith.bitcast %t16 : i16 to bf16
  %b2 = arith.extf %b : bf16 to f64
  func.call @fp(%b2) : (f64) -> ()
  %d = arith.bitcast %x : i64 to f64
  func.call @fp(%d) : (f64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %gi = memref.get_global @ints : memref<6xi64>
  %gf = memref.get_global @floats : memref<6xf64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  scf.for %i = %c0 to %c6 step %c1 {
    %x = memref.load %gi[%i] : memref<6xi64>
    func.call @int_casts(%x) : (i64) -> ()
    func.call @index_casts(%x) : (i64) -> ()
    func.call @int_to_float(%x) : (i64) -> ()
    %f = memref.load %gf[%i] : memref<6xf64>
    func.call @float_casts(%f) : (f64) -> ()
  }
  %bits = memref.alloca() : memref<3xi64>
  %p0 = arith.constant 15360 : i64
  %p1 = arith.constant 49024 : i64
  %p2 = arith.constant 4611686018427387904 : i64
  memref.store %p0, %bits[%c0] : memref<3xi64>
  %c2 = arith.constant 2 : index
  memref.store %p1, %bits[%c1] : memref<3xi64>
  memref.store %p2, %bits[%c2] : memref<3xi64>
  %c3 = arith.constant 3 : index
  scf.for %i = %c0 to %c3 step %c1 {
    %x = memref.load %bits[%i] : memref<3xi64>
    func.call @bitcasts(%x) : (i64) -> ()
  }
  return
}
