// Vector forms the other vector tests do not run: element types other than
// f32/i8/i32 (f64, f16, bf16, i64, i16, i3, i1, index) through arithmetic,
// math, comparisons and casts; broadcasts that stretch unit dimensions;
// scalar extract/insert at dynamic positions (MLIR 22 lowers no sub-vector
// extract/insert at a dynamic position: mlir-runner meets an unconverted
// vector.extract, and mlir-opt crashes on such a vector.insert); a 3-D
// transpose; a 2-D create_mask;
// transfer_write with a permutation map; and vector.load/store on a
// strided subview. Operands come from memory so MLIR does not fold them.
// RUN: %exec %s
func.func @floats(%m: memref<4xf64>) {
  %c0 = arith.constant 0 : index
  %v = vector.load %m[%c0] : memref<4xf64>, vector<4xf64>
  %two = arith.constant dense<2.0> : vector<4xf64>
  %a = arith.mulf %v, %two : vector<4xf64>
  %b = arith.subf %a, %v : vector<4xf64>
  %c = arith.divf %b, %two : vector<4xf64>
  vector.print %c : vector<4xf64>
  %d = math.floor %v : vector<4xf64>
  %e = math.absf %d : vector<4xf64>
  vector.print %e : vector<4xf64>
  %f = math.fma %v, %v, %two : vector<4xf64>
  vector.print %f : vector<4xf64>
  %h = arith.truncf %v : vector<4xf64> to vector<4xf16>
  %h2 = arith.addf %h, %h : vector<4xf16>
  %h3 = arith.extf %h2 : vector<4xf16> to vector<4xf32>
  vector.print %h3 : vector<4xf32>
  %bf = arith.truncf %v : vector<4xf64> to vector<4xbf16>
  %bf2 = arith.mulf %bf, %bf : vector<4xbf16>
  %bf3 = arith.extf %bf2 : vector<4xbf16> to vector<4xf64>
  vector.print %bf3 : vector<4xf64>
  %i = arith.fptosi %v : vector<4xf64> to vector<4xi16>
  %i2 = arith.extsi %i : vector<4xi16> to vector<4xi64>
  vector.print %i2 : vector<4xi64>
  %lt = arith.cmpf ult, %v, %two : vector<4xf64>
  vector.print %lt : vector<4xi1>
  %mx = arith.maxnumf %v, %two : vector<4xf64>
  %sel = arith.select %lt, %mx, %c : vector<4xi1>, vector<4xf64>
  vector.print %sel : vector<4xf64>
  return
}

func.func @ints(%m: memref<4xi64>) {
  %c0 = arith.constant 0 : index
  %v = vector.load %m[%c0] : memref<4xi64>, vector<4xi64>
  %k = arith.constant dense<[3, -2, 7, 1]> : vector<4xi64>
  %a = arith.muli %v, %k : vector<4xi64>
  %b = arith.remsi %a, %k : vector<4xi64>
  %c = arith.shrsi %a, %k : vector<4xi64>
  vector.print %a : vector<4xi64>
  vector.print %b : vector<4xi64>
  vector.print %c : vector<4xi64>
  %t3 = arith.trunci %v : vector<4xi64> to vector<4xi3>
  %s3 = arith.addi %t3, %t3 : vector<4xi3>
  %e3 = arith.extsi %s3 : vector<4xi3> to vector<4xi64>
  vector.print %e3 : vector<4xi64>
  %u3 = arith.extui %s3 : vector<4xi3> to vector<4xi16>
  vector.print %u3 : vector<4xi16>
  %cmp = arith.cmpi ugt, %v, %k : vector<4xi64>
  %neg = arith.xori %cmp, %cmp : vector<4xi1>
  %or = arith.ori %cmp, %neg : vector<4xi1>
  vector.print %or : vector<4xi1>
  %idx = arith.index_cast %v : vector<4xi64> to vector<4xindex>
  %st = vector.step : vector<4xindex>
  %sum = arith.addi %idx, %st : vector<4xindex>
  vector.print %sum : vector<4xindex>
  %f = arith.sitofp %v : vector<4xi64> to vector<4xf32>
  vector.print %f : vector<4xf32>
  %ct = math.ctpop %v : vector<4xi64>
  vector.print %ct : vector<4xi64>
  return
}

func.func @shapes(%m: memref<4xi64>, %p: index) {
  %c0 = arith.constant 0 : index
  %v = vector.load %m[%c0] : memref<4xi64>, vector<4xi64>
  %row = vector.shape_cast %v : vector<4xi64> to vector<1x4xi64>
  %b = vector.broadcast %row : vector<1x4xi64> to vector<3x4xi64>
  %col = vector.shape_cast %v : vector<4xi64> to vector<4x1xi64>
  %c = vector.broadcast %col : vector<4x1xi64> to vector<4x2xi64>
  vector.print %b : vector<3x4xi64>
  vector.print %c : vector<4x2xi64>
  %x = vector.extract %b[%p, %p] : i64 from vector<3x4xi64>
  vector.print %x : i64
  %r = vector.extract %c[1] : vector<2xi64> from vector<4x2xi64>
  vector.print %r : vector<2xi64>
  %seven = arith.constant 7 : i64
  %brow = vector.extract %b[0] : vector<4xi64> from vector<3x4xi64>
  %yrow = vector.insert %seven, %brow[%p] : i64 into vector<4xi64>
  %y = vector.insert %yrow, %b[2] : vector<4xi64> into vector<3x4xi64>
  %z = vector.insert %r, %c[3] : vector<2xi64> into vector<4x2xi64>
  vector.print %y : vector<3x4xi64>
  vector.print %z : vector<4x2xi64>
  %cube = vector.shape_cast %b : vector<3x4xi64> to vector<3x2x2xi64>
  %t = vector.transpose %cube, [2, 0, 1] : vector<3x2x2xi64> to vector<2x3x2xi64>
  vector.print %t : vector<2x3x2xi64>
  %c2 = arith.constant 2 : index
  %mask = vector.create_mask %p, %c2 : vector<3x4xi1>
  vector.print %mask : vector<3x4xi1>
  return
}

func.func @memory(%p: index) {
  %A = memref.alloca() : memref<4x6xf64>
  %zero = arith.constant dense<0.0> : vector<6xf64>
  %c0 = arith.constant 0 : index
  affine.for %i = 0 to 4 {
    vector.store %zero, %A[%i, %c0] : memref<4x6xf64>, vector<6xf64>
  }
  %v = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf64>
  %c1 = arith.constant 1 : index
  vector.transfer_write %v, %A[%c1, %p] {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<2x3xf64>, memref<4x6xf64>
  %sv = memref.subview %A[0, 1] [2, 3] [2, 1] : memref<4x6xf64> to memref<2x3xf64, strided<[12, 1], offset: 1>>
  %w = vector.load %sv[%c1, %c0] : memref<2x3xf64, strided<[12, 1], offset: 1>>, vector<3xf64>
  vector.print %w : vector<3xf64>
  %nine = arith.constant dense<9.5> : vector<2xf64>
  vector.store %nine, %sv[%c0, %c1] : memref<2x3xf64, strided<[12, 1], offset: 1>>, vector<2xf64>
  affine.for %i = 0 to 4 {
    %row = vector.load %A[%i, %c0] : memref<4x6xf64>, vector<6xf64>
    vector.print %row : vector<6xf64>
  }
  return
}

func.func @main() {
  %mf = memref.alloca() : memref<4xf64>
  %mi = memref.alloca() : memref<4xi64>
  %c0 = arith.constant 0 : index
  %fv = arith.constant dense<[1.5, -2.75, 3.0e3, 0.125]> : vector<4xf64>
  vector.store %fv, %mf[%c0] : memref<4xf64>, vector<4xf64>
  %iv = arith.constant dense<[5, -9, 1000003, -1]> : vector<4xi64>
  vector.store %iv, %mi[%c0] : memref<4xi64>, vector<4xi64>
  func.call @floats(%mf) : (memref<4xf64>) -> ()
  func.call @ints(%mi) : (memref<4xi64>) -> ()
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  func.call @shapes(%mi, %c1) : (memref<4xi64>, index) -> ()
  func.call @shapes(%mi, %c2) : (memref<4xi64>, index) -> ()
  func.call @memory(%c2) : (index) -> ()
  return
}
