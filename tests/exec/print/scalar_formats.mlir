// The scalar printing functions of MLIR's runner utils (called directly and
// through vector.print): integer extremes, float rounding and special values.
// The first RUN line checks affc's C, the second the runtime header alone.
// RUN: %exec %s
// RUN: %exec %s --c=%S/Inputs/scalar_formats.c

func.func private @printI64(i64)
func.func private @printU64(i64)
func.func private @printF32(f32)
func.func private @printF64(f64)
func.func private @printOpen()
func.func private @printClose()
func.func private @printComma()
func.func private @printNewline()

func.func @ints() {
  %a = arith.constant -9223372036854775808 : i64
  %b = arith.constant 9223372036854775807 : i64
  %c = arith.constant -1 : i64
  %d = arith.constant 0 : i64
  call @printI64(%a) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%b) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%c) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%d) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printOpen() : () -> ()
  call @printU64(%a) : (i64) -> ()
  call @printComma() : () -> ()
  call @printU64(%c) : (i64) -> ()
  call @printClose() : () -> ()
  call @printNewline() : () -> ()
  return
}

func.func @floats() {
  %f = memref.alloc() : memref<10xf32>
  %d = memref.alloc() : memref<10xf64>
  %f0 = arith.constant -0.0 : f32
  %f1 = arith.constant 1.0e-45 : f32
  %f2 = arith.constant 0.1 : f32
  %f3 = arith.constant 3.40282347e+38 : f32
  %f4 = arith.constant 100000.0 : f32
  %f5 = arith.constant 1000000.0 : f32
  %f6 = arith.constant 0.0001 : f32
  %f7 = arith.constant 0x7F800000 : f32
  %f8 = arith.constant 0x7FC00000 : f32
  %f9 = arith.constant 0xFFC00001 : f32
  %d0 = arith.constant -0.0 : f64
  %d1 = arith.constant 4.9406564584124654e-324 : f64
  %d2 = arith.constant 0.1 : f64
  %d3 = arith.constant 1.7976931348623157e308 : f64
  %d4 = arith.constant 123456.5 : f64
  %d5 = arith.constant 1234565.0 : f64
  %d6 = arith.constant 0.000012345 : f64
  %d7 = arith.constant 0xFFF0000000000000 : f64
  %d8 = arith.constant 0x7FF8000000000000 : f64
  %d9 = arith.constant 0xFFF8000000000000 : f64
  affine.store %f0, %f[0] : memref<10xf32>
  affine.store %f1, %f[1] : memref<10xf32>
  affine.store %f2, %f[2] : memref<10xf32>
  affine.store %f3, %f[3] : memref<10xf32>
  affine.store %f4, %f[4] : memref<10xf32>
  affine.store %f5, %f[5] : memref<10xf32>
  affine.store %f6, %f[6] : memref<10xf32>
  affine.store %f7, %f[7] : memref<10xf32>
  affine.store %f8, %f[8] : memref<10xf32>
  affine.store %f9, %f[9] : memref<10xf32>
  affine.store %d0, %d[0] : memref<10xf64>
  affine.store %d1, %d[1] : memref<10xf64>
  affine.store %d2, %d[2] : memref<10xf64>
  affine.store %d3, %d[3] : memref<10xf64>
  affine.store %d4, %d[4] : memref<10xf64>
  affine.store %d5, %d[5] : memref<10xf64>
  affine.store %d6, %d[6] : memref<10xf64>
  affine.store %d7, %d[7] : memref<10xf64>
  affine.store %d8, %d[8] : memref<10xf64>
  affine.store %d9, %d[9] : memref<10xf64>
  affine.for %i = 0 to 10 {
    %x = affine.load %f[%i] : memref<10xf32>
    %y = affine.load %d[%i] : memref<10xf64>
    func.call @printF32(%x) : (f32) -> ()
    func.call @printComma() : () -> ()
    func.call @printF64(%y) : (f64) -> ()
    func.call @printNewline() : () -> ()
  }
  // vector.print: "( a, b, c )" and a newline, through the same functions.
  %c1 = arith.constant 1 : index
  %v = vector.load %f[%c1] : memref<10xf32>, vector<3xf32>
  vector.print %v : vector<3xf32>
  vector.print str "done\n"
  memref.dealloc %f : memref<10xf32>
  memref.dealloc %d : memref<10xf64>
  return
}

func.func @main() {
  call @ints() : () -> ()
  call @floats() : () -> ()
  return
}
