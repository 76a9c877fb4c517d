// Integer ops of arith on i32: every pair of a table of edge values
// (0, 1, -1, the extremes ...), read from memory so that MLIR cannot fold
// them. Each result is printed sign-extended and zero-extended to i64.
// Division-like ops run only where MLIR defines them (no division by
// zero, no minimum / -1); shift amounts are taken modulo the width.
// RUN: %exec %s
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()
memref.global "private" constant @vals : memref<8xi32> = dense<[0, 1, -1, 2, 5, -7, 2147483647, -2147483648]>

func.func @show(%v: i32) {
  %s = arith.extsi %v : i32 to i64
  %u = arith.extui %v : i32 to i64
  func.call @printI64(%s) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%u) : (i64) -> ()
  func.call @printComma() : () -> ()
  return
}

func.func @show_i1(%v: i1) {
  %e = arith.extui %v : i1 to i64
  func.call @printI64(%e) : (i64) -> ()
  return
}

func.func @ops(%x: i32, %y: i32) {
  %addi = arith.addi %x, %y : i32
  func.call @show(%addi) : (i32) -> ()
  %subi = arith.subi %x, %y : i32
  func.call @show(%subi) : (i32) -> ()
  %muli = arith.muli %x, %y : i32
  func.call @show(%muli) : (i32) -> ()
  %andi = arith.andi %x, %y : i32
  func.call @show(%andi) : (i32) -> ()
  %ori = arith.ori %x, %y : i32
  func.call @show(%ori) : (i32) -> ()
  %xori = arith.xori %x, %y : i32
  func.call @show(%xori) : (i32) -> ()
  %maxsi = arith.maxsi %x, %y : i32
  func.call @show(%maxsi) : (i32) -> ()
  %minsi = arith.minsi %x, %y : i32
  func.call @show(%minsi) : (i32) -> ()
  %maxui = arith.maxui %x, %y : i32
  func.call @show(%maxui) : (i32) -> ()
  %minui = arith.minui %x, %y : i32
  func.call @show(%minui) : (i32) -> ()
  %addui_extended:2 = arith.addui_extended %x, %y : i32, i1
  func.call @show(%addui_extended#0) : (i32) -> ()
  func.call @show_i1(%addui_extended#1) : (i1) -> ()
  func.call @printComma() : () -> ()
  %mului_extended:2 = arith.mului_extended %x, %y : i32
  func.call @show(%mului_extended#0) : (i32) -> ()
  func.call @show(%mului_extended#1) : (i32) -> ()
  %mulsi_extended:2 = arith.mulsi_extended %x, %y : i32
  func.call @show(%mulsi_extended#0) : (i32) -> ()
  func.call @show(%mulsi_extended#1) : (i32) -> ()
  %width = arith.constant 32 : i32
  %amount = arith.remui %y, %width : i32
  %shli = arith.shli %x, %amount : i32
  func.call @show(%shli) : (i32) -> ()
  %shrsi = arith.shrsi %x, %amount : i32
  func.call @show(%shrsi) : (i32) -> ()
  %shrui = arith.shrui %x, %amount : i32
  func.call @show(%shrui) : (i32) -> ()
  %eq = arith.cmpi eq, %x, %y : i32
  func.call @show_i1(%eq) : (i1) -> ()
  %ne = arith.cmpi ne, %x, %y : i32
  func.call @show_i1(%ne) : (i1) -> ()
  %slt = arith.cmpi slt, %x, %y : i32
  func.call @show_i1(%slt) : (i1) -> ()
  %sle = arith.cmpi sle, %x, %y : i32
  func.call @show_i1(%sle) : (i1) -> ()
  %sgt = arith.cmpi sgt, %x, %y : i32
  func.call @show_i1(%sgt) : (i1) -> ()
  %sge = arith.cmpi sge, %x, %y : i32
  func.call @show_i1(%sge) : (i1) -> ()
  %ult = arith.cmpi ult, %x, %y : i32
  func.call @show_i1(%ult) : (i1) -> ()
  %ule = arith.cmpi ule, %x, %y : i32
  func.call @show_i1(%ule) : (i1) -> ()
  %ugt = arith.cmpi ugt, %x, %y : i32
  func.call @show_i1(%ugt) : (i1) -> ()
  %uge = arith.cmpi uge, %x, %y : i32
  func.call @show_i1(%uge) : (i1) -> ()
  func.call @printComma() : () -> ()
  %zero = arith.constant 0 : i32
  %min = arith.constant -2147483648 : i32
  %minus1 = arith.constant -1 : i32
  %nonzero = arith.cmpi ne, %y, %zero : i32
  %xmin = arith.cmpi eq, %x, %min : i32
  %ym1 = arith.cmpi eq, %y, %minus1 : i32
  %overflow = arith.andi %xmin, %ym1 : i1
  %true = arith.constant true
  %no_overflow = arith.xori %overflow, %true : i1
  %signed_ok = arith.andi %nonzero, %no_overflow : i1
  scf.if %nonzero {
    %divui = arith.divui %x, %y : i32
    func.call @show(%divui) : (i32) -> ()
    %remui = arith.remui %x, %y : i32
    func.call @show(%remui) : (i32) -> ()
    %ceildivui = arith.ceildivui %x, %y : i32
    func.call @show(%ceildivui) : (i32) -> ()
  }
  scf.if %signed_ok {
    %divsi = arith.divsi %x, %y : i32
    func.call @show(%divsi) : (i32) -> ()
    %remsi = arith.remsi %x, %y : i32
    func.call @show(%remsi) : (i32) -> ()
    %floordivsi = arith.floordivsi %x, %y : i32
    func.call @show(%floordivsi) : (i32) -> ()
    %ceildivsi = arith.ceildivsi %x, %y : i32
    func.call @show(%ceildivsi) : (i32) -> ()
  }
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %t = memref.get_global @vals : memref<8xi32>
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      %a = affine.load %t[%i] : memref<8xi32>
      %b = affine.load %t[%j] : memref<8xi32>
      func.call @ops(%a, %b) : (i32, i32) -> ()
    }
  }
  return
}
