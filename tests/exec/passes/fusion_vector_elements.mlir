// A producer and a consumer passing vectors through a memref of vector
// elements: affine-loop-fusion fuses them (the footprint counts 16 bytes
// per element) and shrinks the memref to one vector. The program runs
// under mlir-runner as it is and after affc's pass, and as affc's C at
// 1, 2, 4 and 8 threads (exec.sh).
// RUN: %exec %s --affc-arg=--passes=affine-loop-fusion
// RUN: %exec %s --affc-arg=-O2
// RUN: %affc --passes=affine-loop-fusion --emit=mlir %s | FileCheck %s
// CHECK: memref.alloc() : memref<1xvector<4xf32>>

func.func private @printMemrefF32(memref<*xf32>)

func.func @kernel(%A: memref<64xf32>, %B: memref<64xf32>) {
  %t = memref.alloc() : memref<16xvector<4xf32>>
  affine.for %i = 0 to 16 {
    %x = affine.vector_load %A[%i * 4] : memref<64xf32>, vector<4xf32>
    %y = arith.mulf %x, %x : vector<4xf32>
    affine.store %y, %t[%i] : memref<16xvector<4xf32>>
  }
  affine.for %i = 0 to 16 {
    %v = affine.load %t[%i] : memref<16xvector<4xf32>>
    %w = arith.addf %v, %v : vector<4xf32>
    affine.vector_store %w, %B[%i * 4] : memref<64xf32>, vector<4xf32>
  }
  return
}

func.func @main() {
  %A = memref.alloc() : memref<64xf32>
  %B = memref.alloc() : memref<64xf32>
  affine.for %i = 0 to 64 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    affine.store %f, %A[%i] : memref<64xf32>
  }
  call @kernel(%A, %B) : (memref<64xf32>, memref<64xf32>) -> ()
  %u = memref.cast %B : memref<64xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %A : memref<64xf32>
  memref.dealloc %B : memref<64xf32>
  return
}
