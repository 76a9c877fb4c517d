// memref.global initial values with NaNs other than MLIR's default quiet
// ones (payloads, signaling NaNs, both signs) in f32 and f64: C has no
// constant expression for them, so the global is a union of the values
// and their bit patterns; the bits read back are the ones written (printed
// as integers: MLIR's own printing would say nan for all of them).
// RUN: %exec %s
// RUN: %affc %s | FileCheck %s
// CHECK: static const union { uint32_t bits[4]; float v[4]; } nan_ = {{[{][{]}}0x7fc00001u, 0xffc00000u, 0x7f800001u, 0xff812345u{{[}][}]}};
// CHECK: static union { uint64_t bits[3]; double v[3]; } nand = {{[{][{]}}0x7ff8000000000123u, 0xfff0000000000001u, 0x7ff4000000000000u{{[}][}]}};
memref.global "private" constant @nan : memref<4xf32> = dense<[0x7FC00001, 0xFFC00000, 0x7F800001, 0xFF812345]>
memref.global "private" @nand : memref<3xf64> = dense<[0x7FF8000000000123, 0xFFF0000000000001, 0x7FF4000000000000]>
memref.global "private" constant @quiet : memref<2xf32> = dense<[0x7FC00000, 0xFFC00000]>
func.func @main() {
  %g = memref.get_global @nan : memref<4xf32>
  %d = memref.get_global @nand : memref<3xf64>
  %q = memref.get_global @quiet : memref<2xf32>
  affine.for %i = 0 to 4 {
    %x = memref.load %g[%i] : memref<4xf32>
    %b = arith.bitcast %x : f32 to i32
    vector.print %b : i32
  }
  affine.for %i = 0 to 3 {
    %x = memref.load %d[%i] : memref<3xf64>
    %b = arith.bitcast %x : f64 to i64
    vector.print %b : i64
  }
  affine.for %i = 0 to 2 {
    %x = memref.load %q[%i] : memref<2xf32>
    %b = arith.bitcast %x : f32 to i32
    vector.print %b : i32
  }
  return
}
