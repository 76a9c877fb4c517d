// A matrix transpose tiled by 32x32 for an N x M matrix whose sizes are only
// known at run time: the intra-tile loops stop at min(tile end, size). A
// second kernel zero-pads a buffer with affine.if.
//
// Try:  affc --emit=mlir samples/tiled_transpose.mlir
#tile_start = affine_map<(d0) -> (d0)>
#tile_end = affine_map<(d0)[s0] -> (d0 + 32, s0)>
#interior = affine_set<(d0, d1)[s0, s1] : (s0 - d0 - 1 >= 0, s1 - d1 - 1 >= 0)>

func.func @transpose(%in: memref<?x?xf32>, %out: memref<?x?xf32>,
                     %n: index, %m: index) {
  affine.for %ii = 0 to %n step 32 {
    affine.for %jj = 0 to %m step 32 {
      affine.for %i = #tile_start(%ii) to min #tile_end(%ii)[%n] {
        affine.for %j = #tile_start(%jj) to min #tile_end(%jj)[%m] {
          %v = affine.load %in[%i, %j] : memref<?x?xf32>
          affine.store %v, %out[%j, %i] : memref<?x?xf32>
        }
      }
    }
  }
  return
}

// A 3-point blur over the interior 1 .. N-2, tiled by 64, where each tile
// also clamps its start to the first interior point.
func.func @blur_tiled(%in: memref<?xf32>, %out: memref<?xf32>, %n: index) {
  %third = arith.constant 0.333333343 : f32
  affine.for %ii = 0 to affine_map<()[s0] -> (s0 - 1)>()[%n] step 64 {
    affine.for %i = max affine_map<(d0) -> (d0, 1)>(%ii)
        to min affine_map<(d0)[s0] -> (d0 + 64, s0 - 1)>(%ii)[%n] {
      %l = affine.load %in[%i - 1] : memref<?xf32>
      %c = affine.load %in[%i] : memref<?xf32>
      %r = affine.load %in[%i + 1] : memref<?xf32>
      %s0 = arith.addf %l, %c : f32
      %s1 = arith.addf %s0, %r : f32
      %v = arith.mulf %s1, %third : f32
      affine.store %v, %out[%i] : memref<?xf32>
    }
  }
  return
}

// Copies an N x M buffer into an (N+1) x (M+1) one, padding with zeros.
func.func @pad_copy(%in: memref<?x?xf32>, %out: memref<?x?xf32>,
                    %n: index, %m: index) {
  %zero = arith.constant 0.000000e+00 : f32
  affine.for %i = 0 to affine_map<()[s0] -> (s0 + 1)>()[%n] {
    affine.for %j = 0 to affine_map<()[s0] -> (s0 + 1)>()[%m] {
      affine.if #interior(%i, %j)[%n, %m] {
        %v = affine.load %in[%i, %j] : memref<?x?xf32>
        affine.store %v, %out[%i, %j] : memref<?x?xf32>
      } else {
        affine.store %zero, %out[%i, %j] : memref<?x?xf32>
      }
    }
  }
  return
}
