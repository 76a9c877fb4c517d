// Memref forms the other tests do not run: vector element types (loaded
// and stored whole with memref.load/store and affine.load/store), an
// integer memory space, a zero-rank memref, and a memory_space_cast.
// RUN: %exec %s
func.func @main() {
  %m = memref.alloc() : memref<3xvector<4xi32>>
  %step = vector.step : vector<4xindex>
  %base = arith.index_cast %step : vector<4xindex> to vector<4xi32>
  affine.for %i = 0 to 3 {
    %k = arith.index_cast %i : index to i32
    %kv = vector.broadcast %k : i32 to vector<4xi32>
    %ten = arith.constant dense<10> : vector<4xi32>
    %t = arith.muli %kv, %ten : vector<4xi32>
    %v = arith.addi %t, %base : vector<4xi32>
    affine.store %v, %m[%i] : memref<3xvector<4xi32>>
  }
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %a = memref.load %m[%c2] : memref<3xvector<4xi32>>
  %b = affine.load %m[1] : memref<3xvector<4xi32>>
  %s = arith.subi %a, %b : vector<4xi32>
  memref.store %s, %m[%c0] : memref<3xvector<4xi32>>
  affine.for %i = 0 to 3 {
    %v = affine.load %m[%i] : memref<3xvector<4xi32>>
    vector.print %v : vector<4xi32>
  }
  memref.dealloc %m : memref<3xvector<4xi32>>
  %f = memref.alloca() : memref<2x3xf64, 1>
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 3 {
      %v = affine.apply affine_map<(d0, d1) -> (d0 * 3 - d1)>(%i, %j)
      %x = arith.index_cast %v : index to i64
      %y = arith.sitofp %x : i64 to f64
      affine.store %y, %f[%i, %j] : memref<2x3xf64, 1>
    }
  }
  %g = memref.memory_space_cast %f : memref<2x3xf64, 1> to memref<2x3xf64>
  %row = vector.load %g[%c0, %c0] : memref<2x3xf64>, vector<3xf64>
  vector.print %row : vector<3xf64>
  %c1 = arith.constant 1 : index
  %e = memref.load %f[%c1, %c2] : memref<2x3xf64, 1>
  vector.print %e : f64
  %z = memref.alloca() : memref<f32>
  %half = arith.constant 0.5 : f32
  memref.store %half, %z[] : memref<f32>
  %zl = affine.load %z[] : memref<f32>
  %zz = arith.addf %zl, %zl : f32
  affine.store %zz, %z[] : memref<f32>
  %zr = memref.load %z[] : memref<f32>
  vector.print %zr : f32
  return
}
