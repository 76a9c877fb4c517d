// Ops in the loop body: calls and non-affine accesses keep a loop
// sequential, as in mlir-opt; a buffer allocated in the body is private to
// the iteration; affine.if and vector accesses are analysed.
// RUN: %parity %s affine-parallelize
// RUN: %affc --passes=affine-parallelize --remarks --emit=mlir %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s

func.func private @ext(index)

// CHECK: effects.mlir:[[@LINE+2]]:3: remark: [affine-parallelize] loop not parallelized: 'func.call' at [[@LINE+3]]:5 has memory effects the dependence analysis does not model
func.func @call(%A: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    func.call @ext(%i) : (index) -> ()
  }
  return
}

// CHECK: effects.mlir:[[@LINE+3]]:3: remark: [affine-parallelize] loop not parallelized: 'memref.store' at [[@LINE+4]]:5 has memory effects
func.func @memref_store(%A: memref<10xf32>) {
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    memref.store %c, %A[%i] : memref<10xf32>
  }
  return
}

// CHECK: effects.mlir:[[@LINE+2]]:3: remark: [affine-parallelize] loop parallelized
func.func @private_buffer(%A: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    %T = memref.alloc() : memref<1xf32>
    %v = affine.load %A[%i] : memref<10xf32>
    affine.store %v, %T[0] : memref<1xf32>
    %w = affine.load %T[0] : memref<1xf32>
    affine.store %w, %A[%i] : memref<10xf32>
  }
  return
}

// CHECK: effects.mlir:[[@LINE+2]]:3: remark: [affine-parallelize] loop parallelized
func.func @guard(%A: memref<100xf32>) {
  affine.for %i = 0 to 50 {
    affine.if affine_set<(d0) : (d0 - 10 >= 0)>(%i) {
      %v = affine.load %A[%i * 2] : memref<100xf32>
      affine.store %v, %A[%i * 2 + 1] : memref<100xf32>
    }
  }
  return
}
