// memref.alloca_scope: a scope inside a loop whose alloca dies at the end
// of each iteration and returns a sum through the loop's iter_args, a
// dynamic-size alloca in a scope, and a scope with no results that writes
// an outer memref. MLIR lowers the scf loops inside a scope to blocks
// before it lowers the scope, which leaves the scope with several blocks
// for a while: its pipeline runs with --verify-each=0.
// RUN: %exec %s --pipeline '--verify-each=0 --lower-affine --expand-strided-metadata --convert-scf-to-cf --convert-func-to-llvm --convert-to-llvm --reconcile-unrealized-casts'
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printI64(i64)
func.func private @printNewline()

func.func @main() {
  %zero = arith.constant 0 : i64
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %total = affine.for %i = 0 to 100 iter_args(%acc = %zero) -> (i64) {
    %s = memref.alloca_scope -> (i64) {
      %buf = memref.alloca() : memref<4xi64>
      affine.for %k = 0 to 4 {
        %ik = affine.apply affine_map<(d0, d1) -> (d0 * 4 + d1)>(%i, %k)
        %v = arith.index_cast %ik : index to i64
        affine.store %v, %buf[%k] : memref<4xi64>
      }
      %r = affine.for %k = 0 to 4 iter_args(%p = %zero) -> (i64) {
        %v = affine.load %buf[%k] : memref<4xi64>
        %q = arith.addi %p, %v : i64
        affine.yield %q : i64
      }
      memref.alloca_scope.return %r : i64
    }
    %next = arith.addi %acc, %s : i64
    affine.yield %next : i64
  }
  func.call @printI64(%total) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %out = memref.alloc() : memref<3xf32>
  affine.for %j = 0 to 3 {
    memref.alloca_scope {
      %n = affine.apply affine_map<(d0) -> (d0 + 2)>(%j)
      %tmp = memref.alloca(%n) : memref<?xf32>
      %one = arith.constant 1.5 : f32
      affine.for %k = 0 to affine_map<(d0) -> (d0 + 2)>(%j) {
        affine.store %one, %tmp[%k] : memref<?xf32>
      }
      %x = affine.load %tmp[%j] : memref<?xf32>
      %y = arith.addf %x, %x : f32
      affine.store %y, %out[%j] : memref<3xf32>
    }
  }
  %u = memref.cast %out : memref<3xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %out : memref<3xf32>
  return
}
