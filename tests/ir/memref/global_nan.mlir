// NaN initial values keep their bits through affc: payloads, signaling
// NaNs and both signs, f32, f64 and f16, printed in hex as mlir-opt does.
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK: memref.global "private" constant @f : memref<4xf32> = dense<[0x7FC00001, 0xFFC00000, 0x7F800001, 0xFF812345]>
// CHECK: memref.global @d : memref<2xf64> = dense<[0x7FF8000000000123, 0xFFF0000000000001]>
// CHECK: memref.global "private" @h : memref<2xf16> = dense<[0x7E01, 0xFC01]>
memref.global "private" constant @f : memref<4xf32> = dense<[0x7FC00001, 0xFFC00000, 0x7F800001, 0xFF812345]>
memref.global @d : memref<2xf64> = dense<[0x7FF8000000000123, 0xFFF0000000000001]>
memref.global "private" @h : memref<2xf16> = dense<[0x7E01, 0xFC01]>
