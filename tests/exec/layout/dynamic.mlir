// Memrefs of dynamic size whose layout map is a tiling (X floordiv C with
// X mod C), laid out as MLIR's --normalize-memrefs lays them out: the
// buffer has a dimension per result of the map, sized at run time from
// the memref's sizes (X floordiv C: X ceildiv C; X mod C: C; a result
// with no tile: its own value over the sizes; a result that uses no
// dynamic size: its static bound). Allocated by alloc and alloca, passed
// to functions, returned from them and handed on by calls, written in
// parallel and printed whole (printMemref shows the buffer, as in MLIR).
// memref.dim is left out: MLIR's normalized memref.dim gives the
// buffer's size, affc's the memref's own (README).
// RUN: %mlir-opt %s --normalize-memrefs -o %t-norm.mlir
// RUN: FileCheck %s < %t-norm.mlir
// RUN: %exec %s --reference %t-norm.mlir
// CHECK-LABEL: func.func @fill
// CHECK-SAME: memref<?x?x?x?xi64>
// CHECK-LABEL: func.func @make
// CHECK-SAME: -> memref<?x3x?xf32>
// CHECK: memref.alloc(%{{.*}}, %{{.*}}) : memref<?x3x?xf32>
// CHECK-LABEL: func.func @offsets
// CHECK: memref.alloca(%{{.*}}, %{{.*}}) : memref<?x?xi32>
// CHECK-LABEL: func.func @main
// CHECK: memref.alloc(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : memref<?x?x?x?xi64>
func.func private @printMemrefI64(memref<*xi64>)

#blocks = affine_map<(d0, d1) -> (d0 floordiv 4, d1 floordiv 8, d0 mod 4, d1 mod 8)>
#rows = affine_map<(d0, d1) -> (d0 floordiv 2, d1, d0 mod 2)>
#shift = affine_map<(d0) -> ((d0 + 3) floordiv 4, (d0 + 3) mod 4)>

// a[i][j] = 100 * i + j over n x m elements, in parallel.
func.func @fill(%a: memref<?x?xi64, #blocks>, %n: index, %m: index) {
  affine.parallel (%i, %j) = (0, 0) to (symbol(%n), symbol(%m)) {
    %x = affine.apply affine_map<(a, b) -> (a * 100 + b)>(%i, %j)
    %xi = arith.index_cast %x : index to i64
    affine.store %xi, %a[%i, %j] : memref<?x?xi64, #blocks>
  }
  return
}

func.func @show(%a: memref<?x?xi64, #blocks>, %n: index, %m: index) {
  affine.for %j = 0 to %m {
    affine.for %i = 0 to %n {
      %v = memref.load %a[%i, %j] : memref<?x?xi64, #blocks>
      vector.print %v : i64
    }
  }
  return
}

// A memref of n x 3 (buffer (n ceildiv 2) x 3 x 2) made and returned.
func.func @make(%n: index) -> memref<?x3xf32, #rows> {
  %r = memref.alloc(%n) : memref<?x3xf32, #rows>
  affine.for %i = 0 to %n {
    affine.for %j = 0 to 3 {
      %x = affine.apply affine_map<(a, b) -> (a * 3 - b)>(%i, %j)
      %xi = arith.index_cast %x : index to i32
      %f = arith.sitofp %xi : i32 to f32
      affine.store %f, %r[%i, %j] : memref<?x3xf32, #rows>
    }
  }
  return %r : memref<?x3xf32, #rows>
}

// A new memref holding twice each element of prev, which goes.
func.func @double(%prev: memref<?x3xf32, #rows>, %n: index) -> memref<?x3xf32, #rows> {
  %next = memref.alloc(%n) : memref<?x3xf32, #rows>
  affine.for %i = 0 to %n {
    affine.for %j = 0 to 3 {
      %v = affine.load %prev[%i, %j] : memref<?x3xf32, #rows>
      %w = arith.addf %v, %v : f32
      affine.store %w, %next[%i, %j] : memref<?x3xf32, #rows>
    }
  }
  memref.dealloc %prev : memref<?x3xf32, #rows>
  return %next : memref<?x3xf32, #rows>
}

func.func @chain(%n: index) {
  %first = call @make(%n) : (index) -> memref<?x3xf32, #rows>
  %second = call @double(%first, %n) : (memref<?x3xf32, #rows>, index) -> memref<?x3xf32, #rows>
  %last = call @double(%second, %n) : (memref<?x3xf32, #rows>, index) -> memref<?x3xf32, #rows>
  affine.for %i = 0 to %n {
    affine.for %j = 0 to 3 {
      %v = affine.load %last[%i, %j] : memref<?x3xf32, #rows>
      vector.print %v : f32
    }
  }
  memref.dealloc %last : memref<?x3xf32, #rows>
  return
}

// A tiling shifted by 3: n elements need (n + 3) ceildiv 4 tiles.
func.func @offsets(%n: index) {
  %m = memref.alloca(%n) : memref<?xi32, #shift>
  affine.for %i = 0 to %n {
    %x = arith.index_cast %i : index to i32
    %y = arith.muli %x, %x : i32
    affine.store %y, %m[%i] : memref<?xi32, #shift>
  }
  affine.for %i = 0 to %n {
    %v = affine.load %m[%n - %i - 1] : memref<?xi32, #shift>
    vector.print %v : i32
  }
  return
}

func.func @main() {
  %n = arith.constant 6 : index
  %m = arith.constant 11 : index
  %a = memref.alloc(%n, %m) : memref<?x?xi64, #blocks>
  call @fill(%a, %n, %m) : (memref<?x?xi64, #blocks>, index, index) -> ()
  call @show(%a, %n, %m) : (memref<?x?xi64, #blocks>, index, index) -> ()
  memref.dealloc %a : memref<?x?xi64, #blocks>
  // Whole tiles: every buffer element is an element, printMemref shows
  // the 1x2x4x8 buffer.
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %b = memref.alloc(%c4, %c16) : memref<?x?xi64, #blocks>
  call @fill(%b, %c4, %c16) : (memref<?x?xi64, #blocks>, index, index) -> ()
  %u = memref.cast %b : memref<?x?xi64, #blocks> to memref<*xi64>
  call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  memref.dealloc %b : memref<?x?xi64, #blocks>
  %c5 = arith.constant 5 : index
  call @chain(%c5) : (index) -> ()
  %c7 = arith.constant 7 : index
  call @offsets(%c7) : (index) -> ()
  return
}
