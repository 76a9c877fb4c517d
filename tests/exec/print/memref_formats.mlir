// printMemref* for every element type, rank 0 to 4, sizes of one and zero,
// subviews with offsets and strides, negative strides, and special floats.
// The first RUN line checks affc's C for this file; the second, the runtime
// header alone (a hand-written C program building the same memrefs).
// RUN: %exec %s
// RUN: %exec %s --c=%S/Inputs/memref_formats.c

func.func private @printMemrefI8(memref<*xi8>) attributes {llvm.emit_c_interface}
func.func private @printMemrefI16(memref<*xi16>) attributes {llvm.emit_c_interface}
func.func private @printMemrefI32(memref<*xi32>)
func.func private @printMemrefI64(memref<*xi64>)
func.func private @printMemrefInd(memref<*xindex>)
func.func private @printMemrefF16(memref<*xf16>) attributes {llvm.emit_c_interface}
func.func private @printMemrefBF16(memref<*xbf16>) attributes {llvm.emit_c_interface}
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefF64(memref<*xf64>)
func.func private @printMemrefShapeI32(memref<*xi32>) attributes {llvm.emit_c_interface}
func.func private @printMemref1dF64(memref<?xf64, strided<[?], offset: ?>>) attributes {llvm.emit_c_interface}
func.func private @printMemref2dF32(memref<?x?xf32, strided<[?, ?], offset: ?>>) attributes {llvm.emit_c_interface}

// A 2x3x4 i32 memref holding 100 * i + 10 * j + k - 50.
func.func @iota3d() -> memref<2x3x4xi32> {
  %m = memref.alloc() : memref<2x3x4xi32>
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 3 {
      affine.for %k = 0 to 4 {
        %v = affine.apply affine_map<(d0, d1, d2) -> (d0 * 100 + d1 * 10 + d2 - 50)>(%i, %j, %k)
        %w = arith.index_cast %v : index to i32
        affine.store %w, %m[%i, %j, %k] : memref<2x3x4xi32>
      }
    }
  }
  return %m : memref<2x3x4xi32>
}

func.func @ints() {
  %m = call @iota3d() : () -> memref<2x3x4xi32>
  %u = memref.cast %m : memref<2x3x4xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  call @printMemrefShapeI32(%u) : (memref<*xi32>) -> ()
  // Rows 1..2, columns 1 and 3 of plane 1: offset 17, strides [4, 2].
  %s = memref.subview %m[1, 1, 1] [1, 2, 2] [1, 1, 2] : memref<2x3x4xi32> to memref<2x2xi32, strided<[4, 2], offset: 17>>
  %us = memref.cast %s : memref<2x2xi32, strided<[4, 2], offset: 17>> to memref<*xi32>
  call @printMemrefI32(%us) : (memref<*xi32>) -> ()
  // A size-0 dimension still prints the element where it starts.
  %z = memref.subview %m[0, 1, 2] [2, 0, 1] [1, 1, 1] : memref<2x3x4xi32> to memref<2x0xi32, strided<[12, 4], offset: 6>>
  %uz = memref.cast %z : memref<2x0xi32, strided<[12, 4], offset: 6>> to memref<*xi32>
  call @printMemrefI32(%uz) : (memref<*xi32>) -> ()
  // Reversed: a negative stride.
  %r = memref.reinterpret_cast %m to offset: [5], sizes: [4], strides: [-1] : memref<2x3x4xi32> to memref<4xi32, strided<[-1], offset: 5>>
  %ur = memref.cast %r : memref<4xi32, strided<[-1], offset: 5>> to memref<*xi32>
  call @printMemrefI32(%ur) : (memref<*xi32>) -> ()
  memref.dealloc %m : memref<2x3x4xi32>

  %b = memref.alloc() : memref<2x5xi8>
  %w = memref.alloc() : memref<5xi16>
  %l = memref.alloc() : memref<1x1x1x5xi64>
  %x = memref.alloc() : memref<5xindex>
  affine.for %i = 0 to 5 {
    // Large i64 of both signs whose low bits are 'A' - i.
    %v = affine.apply affine_map<(d0) -> (d0 * 2305843009213693951 - 4611686018427387904 + 65)>(%i)
    %v8 = arith.index_cast %v : index to i8
    %v16 = arith.index_cast %v : index to i16
    %v64 = arith.index_cast %v : index to i64
    affine.store %v8, %b[0, %i] : memref<2x5xi8>
    affine.store %v8, %b[1, %i] : memref<2x5xi8>
    affine.store %v16, %w[%i] : memref<5xi16>
    affine.store %v64, %l[0, 0, 0, %i] : memref<1x1x1x5xi64>
    affine.store %v, %x[%i] : memref<5xindex>
  }
  %ub = memref.cast %b : memref<2x5xi8> to memref<*xi8>
  %uw = memref.cast %w : memref<5xi16> to memref<*xi16>
  %ul = memref.cast %l : memref<1x1x1x5xi64> to memref<*xi64>
  %ux = memref.cast %x : memref<5xindex> to memref<*xindex>
  call @printMemrefI8(%ub) : (memref<*xi8>) -> ()
  call @printMemrefI16(%uw) : (memref<*xi16>) -> ()
  call @printMemrefI64(%ul) : (memref<*xi64>) -> ()
  call @printMemrefInd(%ux) : (memref<*xindex>) -> ()
  memref.dealloc %b : memref<2x5xi8>
  memref.dealloc %w : memref<5xi16>
  memref.dealloc %l : memref<1x1x1x5xi64>
  memref.dealloc %x : memref<5xindex>
  return
}

// Floats: zeros, a subnormal, rounding of "%g", the largest values, inf, NaN.
func.func @floats() {
  %h = memref.alloc() : memref<8xf16>
  %bf = memref.alloc() : memref<8xbf16>
  %f = memref.alloc() : memref<2x2x2xf32>
  %d = memref.alloc() : memref<8xf64>
  %h0 = arith.constant -0.0 : f16
  %h1 = arith.constant 5.96046448e-08 : f16
  %h2 = arith.constant 1.1 : f16
  %h3 = arith.constant 65504.0 : f16
  %h4 = arith.constant 0x7C00 : f16
  %h5 = arith.constant 0xFC00 : f16
  %h6 = arith.constant 0x7E00 : f16
  %h7 = arith.constant 0xFE00 : f16
  %b0 = arith.constant -0.0 : bf16
  %b1 = arith.constant 1.0e-40 : bf16
  %b2 = arith.constant 1.1 : bf16
  %b3 = arith.constant 3.0e38 : bf16
  %b4 = arith.constant 0x7F80 : bf16
  %b5 = arith.constant 0xFF80 : bf16
  %b6 = arith.constant 0x7FC0 : bf16
  %b7 = arith.constant 0xFFC0 : bf16
  %f0 = arith.constant -0.0 : f32
  %f1 = arith.constant 1.0e-45 : f32
  %f2 = arith.constant 123456.5 : f32
  %f3 = arith.constant 1234567.0 : f32
  %f4 = arith.constant 0.0001 : f32
  %f5 = arith.constant 0.00001 : f32
  %f6 = arith.constant 0xFF800000 : f32
  %f7 = arith.constant 0xFFC00000 : f32
  %d0 = arith.constant 0.0 : f64
  %d1 = arith.constant 4.9406564584124654e-324 : f64
  %d2 = arith.constant 0.1 : f64
  %d3 = arith.constant 1.7976931348623157e308 : f64
  %d4 = arith.constant 999999.5 : f64
  %d5 = arith.constant -2.5e-7 : f64
  %d6 = arith.constant 0x7FF0000000000000 : f64
  %d7 = arith.constant 0x7FF8000000000000 : f64
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  memref.store %h0, %h[%c0] : memref<8xf16>
  memref.store %h1, %h[%c1] : memref<8xf16>
  memref.store %h2, %h[%c2] : memref<8xf16>
  memref.store %h3, %h[%c3] : memref<8xf16>
  memref.store %h4, %h[%c4] : memref<8xf16>
  memref.store %h5, %h[%c5] : memref<8xf16>
  memref.store %h6, %h[%c6] : memref<8xf16>
  memref.store %h7, %h[%c7] : memref<8xf16>
  memref.store %b0, %bf[%c0] : memref<8xbf16>
  memref.store %b1, %bf[%c1] : memref<8xbf16>
  memref.store %b2, %bf[%c2] : memref<8xbf16>
  memref.store %b3, %bf[%c3] : memref<8xbf16>
  memref.store %b4, %bf[%c4] : memref<8xbf16>
  memref.store %b5, %bf[%c5] : memref<8xbf16>
  memref.store %b6, %bf[%c6] : memref<8xbf16>
  memref.store %b7, %bf[%c7] : memref<8xbf16>
  memref.store %f0, %f[%c0, %c0, %c0] : memref<2x2x2xf32>
  memref.store %f1, %f[%c0, %c0, %c1] : memref<2x2x2xf32>
  memref.store %f2, %f[%c0, %c1, %c0] : memref<2x2x2xf32>
  memref.store %f3, %f[%c0, %c1, %c1] : memref<2x2x2xf32>
  memref.store %f4, %f[%c1, %c0, %c0] : memref<2x2x2xf32>
  memref.store %f5, %f[%c1, %c0, %c1] : memref<2x2x2xf32>
  memref.store %f6, %f[%c1, %c1, %c0] : memref<2x2x2xf32>
  memref.store %f7, %f[%c1, %c1, %c1] : memref<2x2x2xf32>
  memref.store %d0, %d[%c0] : memref<8xf64>
  memref.store %d1, %d[%c1] : memref<8xf64>
  memref.store %d2, %d[%c2] : memref<8xf64>
  memref.store %d3, %d[%c3] : memref<8xf64>
  memref.store %d4, %d[%c4] : memref<8xf64>
  memref.store %d5, %d[%c5] : memref<8xf64>
  memref.store %d6, %d[%c6] : memref<8xf64>
  memref.store %d7, %d[%c7] : memref<8xf64>
  %uh = memref.cast %h : memref<8xf16> to memref<*xf16>
  %ubf = memref.cast %bf : memref<8xbf16> to memref<*xbf16>
  %uf = memref.cast %f : memref<2x2x2xf32> to memref<*xf32>
  %ud = memref.cast %d : memref<8xf64> to memref<*xf64>
  call @printMemrefF16(%uh) : (memref<*xf16>) -> ()
  call @printMemrefBF16(%ubf) : (memref<*xbf16>) -> ()
  call @printMemrefF32(%uf) : (memref<*xf32>) -> ()
  call @printMemrefF64(%ud) : (memref<*xf64>) -> ()
  // Ranked entry points print "Memref" instead of "Unranked Memref".
  %dd = memref.cast %d : memref<8xf64> to memref<?xf64, strided<[?], offset: ?>>
  call @printMemref1dF64(%dd) : (memref<?xf64, strided<[?], offset: ?>>) -> ()
  %f2d = memref.subview %f[0, 0, 0] [2, 1, 2] [1, 1, 1] : memref<2x2x2xf32> to memref<2x2xf32, strided<[4, 1]>>
  %ff = memref.cast %f2d : memref<2x2xf32, strided<[4, 1]>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  call @printMemref2dF32(%ff) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
  // Rank 0, and rank 1 with one element.
  %s0 = memref.subview %f[1, 0, 0] [1, 1, 1] [1, 1, 1] : memref<2x2x2xf32> to memref<f32, strided<[], offset: 4>>
  %us0 = memref.cast %s0 : memref<f32, strided<[], offset: 4>> to memref<*xf32>
  call @printMemrefF32(%us0) : (memref<*xf32>) -> ()
  %s1 = memref.subview %d[3] [1] [1] : memref<8xf64> to memref<1xf64, strided<[1], offset: 3>>
  %us1 = memref.cast %s1 : memref<1xf64, strided<[1], offset: 3>> to memref<*xf64>
  call @printMemrefF64(%us1) : (memref<*xf64>) -> ()
  memref.dealloc %h : memref<8xf16>
  memref.dealloc %bf : memref<8xbf16>
  memref.dealloc %f : memref<2x2x2xf32>
  memref.dealloc %d : memref<8xf64>
  return
}

func.func @main() {
  call @ints() : () -> ()
  call @floats() : () -> ()
  return
}
