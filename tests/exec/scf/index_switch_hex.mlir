// scf.index_switch in its custom form (with results, a negative case, and
// without results) over globals whose initial values are dense hex
// strings (i32 data, an f32 splat and i1 bits).
// RUN: %exec %s
func.func private @printMemrefI32(memref<*xi32>)
func.func private @printMemrefF32(memref<*xf32>)

memref.global "private" constant @table : memref<8xi32> = dense<"0x03000000FFFFFFFF0400000007000000FBFFFFFF0900000002000000FAFFFFFF">
memref.global "private" constant @scale : memref<8xf32> = dense<"0x0000C03F">
memref.global "private" constant @mask : memref<8xi1> = dense<"0x5A">

func.func @main() {
  %t = memref.get_global @table : memref<8xi32>
  %s = memref.get_global @scale : memref<8xf32>
  %m = memref.get_global @mask : memref<8xi1>
  %out = memref.alloc() : memref<8xi32>
  %f = memref.alloc() : memref<8xf32>
  %zero = arith.constant 0 : i32
  affine.for %i = 0 to 8 {
    %v = affine.load %t[%i] : memref<8xi32>
    %k = affine.apply affine_map<(d0) -> (d0 mod 4 - 1)>(%i)
    %r = scf.index_switch %k -> i32
    case -1 {
      scf.yield %v : i32
    }
    case 0 {
      %d = arith.addi %v, %v : i32
      scf.yield %d : i32
    }
    case 2 {
      %n = arith.subi %zero, %v : i32
      scf.yield %n : i32
    }
    default {
      %c = arith.constant 100 : i32
      scf.yield %c : i32
    }
    %b = affine.load %m[%i] : memref<8xi1>
    %sel = arith.select %b, %r, %zero : i32
    affine.store %sel, %out[%i] : memref<8xi32>
    %x = affine.load %s[%i] : memref<8xf32>
    affine.store %x, %f[%i] : memref<8xf32>
    scf.index_switch %i
    case 3 {
      %vf = arith.sitofp %v : i32 to f32
      %p = arith.mulf %x, %vf : f32
      affine.store %p, %f[%i] : memref<8xf32>
      scf.yield
    }
    default {
    }
  }
  %uo = memref.cast %out : memref<8xi32> to memref<*xi32>
  func.call @printMemrefI32(%uo) : (memref<*xi32>) -> ()
  %uf = memref.cast %f : memref<8xf32> to memref<*xf32>
  func.call @printMemrefF32(%uf) : (memref<*xf32>) -> ()
  memref.dealloc %out : memref<8xi32>
  memref.dealloc %f : memref<8xf32>
  return
}
