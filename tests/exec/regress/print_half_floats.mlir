// vector.print of f16 and bf16 scalars and vectors: widened to f32 and
// printed as printF32 does, as runner-utils' printF16/printBF16 (found by
// the coverage audit).
// RUN: %exec %s
// RUN: %exec %s --affc-arg=--vector-ext
func.func @main() {
  %m = memref.alloca() : memref<4xf16>
  %mb = memref.alloca() : memref<4xbf16>
  %c0 = arith.constant 0 : index
  %v = arith.constant dense<[1.5, -0.25, 65504.0, 0.1]> : vector<4xf16>
  vector.store %v, %m[%c0] : memref<4xf16>, vector<4xf16>
  %w = vector.load %m[%c0] : memref<4xf16>, vector<4xf16>
  vector.print %w : vector<4xf16>
  %x = vector.extract %w[1] : f16 from vector<4xf16>
  vector.print %x : f16
  %vb = arith.constant dense<[1.5, -0.25, 3.0e38, 0.1]> : vector<4xbf16>
  vector.store %vb, %mb[%c0] : memref<4xbf16>, vector<4xbf16>
  %wb = vector.load %mb[%c0] : memref<4xbf16>, vector<4xbf16>
  vector.print %wb : vector<4xbf16>
  return
}
