// The reductions of affine.parallel that MLIR 22 lowers (addf, mulf,
// maximumf, minimumf on floats; addi, muli, andi, ori on integers: its
// verifier wants si/ui types for maxs & co. and rejects maxnumf, minnumf
// and xori), over 6 values and over an empty range, which gives MLIR's
// identities (+0, 1, -inf, +inf; 0, 1, -1, 0). Floats print as bits.
// RUN: %exec %s
func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printNewline()
memref.global "private" constant @f : memref<6xf32> = dense<[1.5, -0.0, 3.25, -7.0, 0.5, 2.0]>
memref.global "private" constant @i : memref<6xi32> = dense<[5, -3, 2147483647, 7, -2147483648, 1]>

func.func @main() {
  %f = memref.get_global @f : memref<6xf32>
  %i = memref.get_global @i : memref<6xi32>
  %r:4 = affine.parallel (%k) = (0) to (6) reduce ("addf", "mulf", "maximumf", "minimumf") -> (f32, f32, f32, f32) {
    %v = affine.load %f[%k] : memref<6xf32>
    affine.yield %v, %v, %v, %v : f32, f32, f32, f32
  }
  %s:4 = affine.parallel (%k) = (0) to (6) reduce ("addi", "muli", "andi", "ori") -> (i32, i32, i32, i32) {
    %v = affine.load %i[%k] : memref<6xi32>
    affine.yield %v, %v, %v, %v : i32, i32, i32, i32
  }
  %e:4 = affine.parallel (%k) = (0) to (0) reduce ("addf", "mulf", "maximumf", "minimumf") -> (f32, f32, f32, f32) {
    %v = affine.load %f[%k] : memref<6xf32>
    affine.yield %v, %v, %v, %v : f32, f32, f32, f32
  }
  %z:4 = affine.parallel (%k) = (0) to (0) reduce ("addi", "muli", "andi", "ori") -> (i32, i32, i32, i32) {
    %v = affine.load %i[%k] : memref<6xi32>
    affine.yield %v, %v, %v, %v : i32, i32, i32, i32
  }
  call @pf(%r#0, %r#1, %r#2, %r#3) : (f32, f32, f32, f32) -> ()
  call @pf(%e#0, %e#1, %e#2, %e#3) : (f32, f32, f32, f32) -> ()
  call @pi(%s#0, %s#1, %s#2, %s#3) : (i32, i32, i32, i32) -> ()
  call @pi(%z#0, %z#1, %z#2, %z#3) : (i32, i32, i32, i32) -> ()
  return
}

func.func @one(%x: f32) {
  %b = arith.bitcast %x : f32 to i32
  %w = arith.extsi %b : i32 to i64
  call @printI64(%w) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @pf(%a: f32, %b: f32, %c: f32, %d: f32) {
  call @one(%a) : (f32) -> ()
  call @one(%b) : (f32) -> ()
  call @one(%c) : (f32) -> ()
  call @one(%d) : (f32) -> ()
  return
}

func.func @oi(%x: i32) {
  %w = arith.extsi %x : i32 to i64
  call @printI64(%w) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @pi(%a: i32, %b: i32, %c: i32, %d: i32) {
  call @oi(%a) : (i32) -> ()
  call @oi(%b) : (i32) -> ()
  call @oi(%c) : (i32) -> ()
  call @oi(%d) : (i32) -> ()
  return
}
