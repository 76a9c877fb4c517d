// --emit=bench counts a function's floating-point operations where every
// loop around them runs a constant number of times: fma 2, vector ops
// one per lane, an affine.parallel the product of its dims, steps
// rounded up; a loop bound over an outer variable, or an op under an
// affine.if, leaves the function uncounted (no GFLOP/s line).
// RUN: %affc --emit=bench --bench-reps=1 %s -o %t.c
// RUN: cc -std=c11 -O0 %t.c -o %t.exe -lm
// RUN: %t.exe | FileCheck %s
// CHECK-LABEL: @fma_band
// CHECK: GFLOP/s at the min, {{.*}} (120 per call)
// CHECK-LABEL: @vector_step
// CHECK: GFLOP/s at the min, {{.*}} (12 per call)
// CHECK-LABEL: @triangle
// CHECK-NOT: GFLOP/s
// CHECK-LABEL: @guarded
// CHECK-NOT: GFLOP/s
func.func @fma_band(%A: memref<4x15xf64>) {
  affine.parallel (%i, %j) = (0, 0) to (4, 15) {
    %a = affine.load %A[%i, %j] : memref<4x15xf64>
    %f = math.fma %a, %a, %a : f64
    affine.store %f, %A[%i, %j] : memref<4x15xf64>
  }
  return
}

func.func @vector_step(%A: memref<16xf32>) {
  affine.for %i = 0 to 10 step 4 {
    %v = affine.vector_load %A[%i] : memref<16xf32>, vector<4xf32>
    %s = arith.addf %v, %v : vector<4xf32>
    affine.vector_store %s, %A[%i] : memref<16xf32>, vector<4xf32>
  }
  return
}

func.func @triangle(%A: memref<8x8xf64>) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to affine_map<(d0) -> (d0)>(%i) {
      %a = affine.load %A[%i, %j] : memref<8x8xf64>
      %s = arith.addf %a, %a : f64
      affine.store %s, %A[%i, %j] : memref<8x8xf64>
    }
  }
  return
}

func.func @guarded(%A: memref<8xf64>) {
  affine.for %i = 0 to 8 {
    affine.if affine_set<(d0) : (d0 - 4 >= 0)>(%i) {
      %a = affine.load %A[%i] : memref<8xf64>
      %s = arith.mulf %a, %a : f64
      affine.store %s, %A[%i] : memref<8xf64>
    }
  }
  return
}
