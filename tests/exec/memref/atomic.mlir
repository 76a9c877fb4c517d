// memref.atomic_rmw with the kinds MLIR lowers to LLVM's atomicrmw (float
// and integer adds, min and max, assign, the bit operations), and
// memref.generic_atomic_rmw, whose body computes the new value from the
// old one (MLIR lowers it to a compare-exchange loop, of integers only);
// each gives the old value. The parallel loop makes the threads of the
// OpenMP builds update the same elements at once: the order of the float
// additions does not change their sum (exact on these small integers), the
// generic update (3x + i, an order-dependent result) runs only in the
// sequential part.
// RUN: %exec %s
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %f = memref.alloc() : memref<2xf32>
  %n = memref.alloc() : memref<4xi32>
  %z = arith.constant 0.0 : f32
  %zi = arith.constant 0 : i32
  memref.store %z, %f[%c0] : memref<2xf32>
  memref.store %z, %f[%c1] : memref<2xf32>
  affine.for %k = 0 to 4 {
    memref.store %zi, %n[%k] : memref<4xi32>
  }
  affine.parallel (%i) = (0) to (64) {
    %ii = arith.index_cast %i : index to i32
    %fi = arith.sitofp %ii : i32 to f32
    %a = memref.atomic_rmw addf %fi, %f[%c0] : (f32, memref<2xf32>) -> f32
    %b = memref.atomic_rmw addi %ii, %n[%c0] : (i32, memref<4xi32>) -> i32
    %m = memref.atomic_rmw maxs %ii, %n[%c1] : (i32, memref<4xi32>) -> i32
    %o = memref.atomic_rmw ori %ii, %n[%c2] : (i32, memref<4xi32>) -> i32
    %fl = memref.atomic_rmw addf %fi, %f[%c1] : (f32, memref<2xf32>) -> f32
  }
  affine.for %i = 0 to 5 {
    %ii = arith.index_cast %i : index to i32
    %g = memref.generic_atomic_rmw %n[%c3] : memref<4xi32> {
    ^bb0(%cur: i32):
      %three = arith.constant 3 : i32
      %p = arith.muli %cur, %three : i32
      %q = arith.addi %p, %ii : i32
      memref.atomic_yield %q : i32
    }
  }
  %uf = memref.cast %f : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%uf) : (memref<*xf32>) -> ()
  %un = memref.cast %n : memref<4xi32> to memref<*xi32>
  call @printMemrefI32(%un) : (memref<*xi32>) -> ()

  %x = arith.constant -2.5 : f32
  %old = memref.atomic_rmw assign %x, %f[%c0] : (f32, memref<2xf32>) -> f32
  vector.print %old : f32
  %mn = memref.atomic_rmw minnumf %x, %f[%c1] : (f32, memref<2xf32>) -> f32
  %ph = memref.generic_atomic_rmw %n[%c2] : memref<4xi32> {
  ^bb0(%cur: i32):
    %one = arith.constant 1 : i32
    %w = arith.subi %one, %cur : i32
    memref.atomic_yield %w : i32
  }
  vector.print %ph : i32
  vector.print %mn : f32
  %mu = arith.constant -7 : i32
  %u = memref.atomic_rmw minu %mu, %n[%c0] : (i32, memref<4xi32>) -> i32
  vector.print %u : i32
  %xo = memref.atomic_rmw xori %mu, %n[%c1] : (i32, memref<4xi32>) -> i32
  vector.print %xo : i32
  %ms = memref.generic_atomic_rmw %n[%c0] : memref<4xi32> {
  ^bb0(%cur: i32):
    %big = arith.constant 2147483647 : i32
    %w = arith.addi %cur, %big : i32
    memref.atomic_yield %w : i32
  }
  vector.print %ms : i32
  call @printMemrefF32(%uf) : (memref<*xf32>) -> ()
  call @printMemrefI32(%un) : (memref<*xi32>) -> ()
  memref.dealloc %f : memref<2xf32>
  memref.dealloc %n : memref<4xi32>
  return
}
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI32(memref<*xi32>)
