// The integer ops of the math dialect (absi, ctlz, cttz, ctpop, ipowi) on
// i8, i32 and i64 edge values read from memory (MLIR folds constants).
// 0 to a negative power divides by zero in MLIR: those pairs are skipped.
// RUN: %exec %s
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()
memref.global "private" constant @vals : memref<8xi64> = dense<[0, 1, -1, 2, 7, -5, 9223372036854775807, -9223372036854775807]>
memref.global "private" constant @powers : memref<5xi64> = dense<[0, 1, 3, 10, -2]>

func.func @show(%v: i64) {
  func.call @printI64(%v) : (i64) -> ()
  func.call @printComma() : () -> ()
  return
}

func.func @ops_i8(%x: i8, %p: i8) {
  %a = math.absi %x : i8
  %l = math.ctlz %x : i8
  %t = math.cttz %x : i8
  %c = math.ctpop %x : i8
  %w = math.ipowi %x, %p : i8
  %ae = arith.extsi %a : i8 to i64
  %le = arith.extsi %l : i8 to i64
  %te = arith.extsi %t : i8 to i64
  %ce = arith.extsi %c : i8 to i64
  %we = arith.extsi %w : i8 to i64
  func.call @show(%ae) : (i64) -> ()
  func.call @show(%le) : (i64) -> ()
  func.call @show(%te) : (i64) -> ()
  func.call @show(%ce) : (i64) -> ()
  func.call @show(%we) : (i64) -> ()
  return
}

func.func @ops_i32(%x: i32, %p: i32) {
  %a = math.absi %x : i32
  %l = math.ctlz %x : i32
  %t = math.cttz %x : i32
  %c = math.ctpop %x : i32
  %w = math.ipowi %x, %p : i32
  %ae = arith.extsi %a : i32 to i64
  %le = arith.extsi %l : i32 to i64
  %te = arith.extsi %t : i32 to i64
  %ce = arith.extsi %c : i32 to i64
  %we = arith.extsi %w : i32 to i64
  func.call @show(%ae) : (i64) -> ()
  func.call @show(%le) : (i64) -> ()
  func.call @show(%te) : (i64) -> ()
  func.call @show(%ce) : (i64) -> ()
  func.call @show(%we) : (i64) -> ()
  return
}

func.func @ops_i64(%x: i64, %p: i64) {
  %a = math.absi %x : i64
  %l = math.ctlz %x : i64
  %t = math.cttz %x : i64
  %c = math.ctpop %x : i64
  %w = math.ipowi %x, %p : i64
  func.call @show(%a) : (i64) -> ()
  func.call @show(%l) : (i64) -> ()
  func.call @show(%t) : (i64) -> ()
  func.call @show(%c) : (i64) -> ()
  func.call @show(%w) : (i64) -> ()
  return
}

func.func @main() {
  %v = memref.get_global @vals : memref<8xi64>
  %pw = memref.get_global @powers : memref<5xi64>
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 5 {
      %x = affine.load %v[%i] : memref<8xi64>
      %p = affine.load %pw[%j] : memref<5xi64>
      %zero = arith.constant 0 : i64
      %neg = arith.cmpi slt, %p, %zero : i64
      %isz = arith.cmpi eq, %x, %zero : i64
      %skip = arith.andi %neg, %isz : i1
      %true = arith.constant true
      %ok = arith.xori %skip, %true : i1
      scf.if %ok {
        %x8 = arith.trunci %x : i64 to i8
        %p8 = arith.trunci %p : i64 to i8
        func.call @ops_i8(%x8, %p8) : (i8, i8) -> ()
        %x32 = arith.trunci %x : i64 to i32
        %p32 = arith.trunci %p : i64 to i32
        func.call @ops_i32(%x32, %p32) : (i32, i32) -> ()
        func.call @ops_i64(%x, %p) : (i64, i64) -> ()
      }
      func.call @printNewline() : () -> ()
    }
  }
  return
}
