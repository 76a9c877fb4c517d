// The complex ops affc translates, on complex<f32> values made from parts
// that include zeros of both signs, infinities, NaN, values near overflow
// and a subnormal, every op on every value (unary) or pair (binary), and
// complex<f64> through a memref of complex values. Results are printed as
// their bit patterns, so they must agree with mlir-runner's bit for bit.
// RUN: %exec %s
memref.global "private" constant @re : memref<8xf32> =
    dense<[1.5, -0.0, 0.0, 0x7F800000, 0x7FC00000, 3.0e38, 1.0e-40, -2.0]>
memref.global "private" constant @im : memref<8xf32> =
    dense<[-2.25, 0.0, -0.0, 1.0, 2.0, 3.0e38, 0xFF800000, 0.5]>

func.func @bits(%x: f32) {
  %b = arith.bitcast %x : f32 to i32
  vector.print %b : i32
  return
}

func.func @print(%z: complex<f32>) {
  %re = complex.re %z : complex<f32>
  %im = complex.im %z : complex<f32>
  func.call @bits(%re) : (f32) -> ()
  func.call @bits(%im) : (f32) -> ()
  return
}

func.func @unary(%z: complex<f32>) {
  %abs = complex.abs %z : complex<f32>
  func.call @bits(%abs) : (f32) -> ()
  %angle = complex.angle %z : complex<f32>
  func.call @bits(%angle) : (f32) -> ()
  %neg = complex.neg %z : complex<f32>
  func.call @print(%neg) : (complex<f32>) -> ()
  %conj = complex.conj %z : complex<f32>
  func.call @print(%conj) : (complex<f32>) -> ()
  %exp = complex.exp %z : complex<f32>
  func.call @print(%exp) : (complex<f32>) -> ()
  %log = complex.log %z : complex<f32>
  func.call @print(%log) : (complex<f32>) -> ()
  %sign = complex.sign %z : complex<f32>
  func.call @print(%sign) : (complex<f32>) -> ()
  %sqrt = complex.sqrt %z : complex<f32>
  func.call @print(%sqrt) : (complex<f32>) -> ()
  return
}

func.func @binary(%a: complex<f32>, %b: complex<f32>) {
  %add = complex.add %a, %b : complex<f32>
  func.call @print(%add) : (complex<f32>) -> ()
  %sub = complex.sub %a, %b : complex<f32>
  func.call @print(%sub) : (complex<f32>) -> ()
  %mul = complex.mul %a, %b : complex<f32>
  func.call @print(%mul) : (complex<f32>) -> ()
  %div = complex.div %a, %b : complex<f32>
  func.call @print(%div) : (complex<f32>) -> ()
  %eq = complex.eq %a, %b : complex<f32>
  vector.print %eq : i1
  %neq = complex.neq %a, %b : complex<f32>
  vector.print %neq : i1
  return
}

func.func @f64(%z: memref<3xcomplex<f64>>) {
  %c = complex.constant [0.1, -7.0] : complex<f64>
  affine.for %i = 0 to 3 {
    %x = affine.load %z[%i] : memref<3xcomplex<f64>>
    %d = complex.div %x, %c : complex<f64>
    %s = complex.sqrt %d : complex<f64>
    %e = complex.exp %s : complex<f64>
    %re = complex.re %e : complex<f64>
    %im = complex.im %e : complex<f64>
    %rb = arith.bitcast %re : f64 to i64
    %ib = arith.bitcast %im : f64 to i64
    vector.print %rb : i64
    vector.print %ib : i64
  }
  return
}

func.func @main() {
  %re = memref.get_global @re : memref<8xf32>
  %im = memref.get_global @im : memref<8xf32>
  %z = memref.alloc() : memref<8xcomplex<f32>>
  affine.for %i = 0 to 8 {
    %r = affine.load %re[%i] : memref<8xf32>
    %j = affine.load %im[%i] : memref<8xf32>
    %c = complex.create %r, %j : complex<f32>
    affine.store %c, %z[%i] : memref<8xcomplex<f32>>
  }
  affine.for %i = 0 to 8 {
    %a = affine.load %z[%i] : memref<8xcomplex<f32>>
    func.call @unary(%a) : (complex<f32>) -> ()
    affine.for %j = 0 to 8 {
      %b = affine.load %z[%j] : memref<8xcomplex<f32>>
      func.call @binary(%a, %b) : (complex<f32>, complex<f32>) -> ()
    }
  }
  %w = memref.alloc() : memref<3xcomplex<f64>>
  %one = complex.constant [1.0, 2.0] : complex<f64>
  %big = complex.constant [1.0e300, -1.0e-300] : complex<f64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  memref.store %one, %w[%c0] : memref<3xcomplex<f64>>
  memref.store %big, %w[%c1] : memref<3xcomplex<f64>>
  %neg = complex.neg %big : complex<f64>
  memref.store %neg, %w[%c2] : memref<3xcomplex<f64>>
  func.call @f64(%w) : (memref<3xcomplex<f64>>) -> ()
  memref.dealloc %z : memref<8xcomplex<f32>>
  memref.dealloc %w : memref<3xcomplex<f64>>
  return
}
