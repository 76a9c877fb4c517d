// Integer ops of arith on i64: every pair of a table of edge values
// (0, 1, -1, the extremes ...), read from memory so that MLIR cannot fold
// them. Each result is printed sign-extended and zero-extended to i64.
// Division-like ops run only where MLIR defines them (no division by
// zero, no minimum / -1); shift amounts are taken modulo the width.
// RUN: %exec %s
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()
memref.global "private" constant @vals : memref<8xi64> = dense<[0, 1, -1, 2, 5, -7, 9223372036854775807, -9223372036854775808]>

func.func @show(%v: i64) {
  %s = arith.addi %v, %v : i64
  %u = arith.subi %s, %v : i64
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

func.func @ops(%x: i64, %y: i64) {
  %addi = arith.addi %x, %y : i64
  func.call @show(%addi) : (i64) -> ()
  %subi = arith.subi %x, %y : i64
  func.call @show(%subi) : (i64) -> ()
  %muli = arith.muli %x, %y : i64
  func.call @show(%muli) : (i64) -> ()
  %andi = arith.andi %x, %y : i64
  func.call @show(%andi) : (i64) -> ()
  %ori = arith.ori %x, %y : i64
  func.call @show(%ori) : (i64) -> ()
  %xori = arith.xori %x, %y : i64
  func.call @show(%xori) : (i64) -> ()
  %maxsi = arith.maxsi %x, %y : i64
  func.call @show(%maxsi) : (i64) -> ()
  %minsi = arith.minsi %x, %y : i64
  func.call @show(%minsi) : (i64) -> ()
  %maxui = arith.maxui %x, %y : i64
  func.call @show(%maxui) : (i64) -> ()
  %minui = arith.minui %x, %y : i64
  func.call @show(%minui) : (i64) -> ()
  %addui_extended:2 = arith.addui_extended %x, %y : i64, i1
  func.call @show(%addui_extended#0) : (i64) -> ()
  func.call @show_i1(%addui_extended#1) : (i1) -> ()
  func.call @printComma() : () -> ()
  %mului_extended:2 = arith.mului_extended %x, %y : i64
  func.call @show(%mului_extended#0) : (i64) -> ()
  func.call @show(%mului_extended#1) : (i64) -> ()
  %mulsi_extended:2 = arith.mulsi_extended %x, %y : i64
  func.call @show(%mulsi_extended#0) : (i64) -> ()
  func.call @show(%mulsi_extended#1) : (i64) -> ()
  %width = arith.constant 64 : i64
  %amount = arith.remui %y, %width : i64
  %shli = arith.shli %x, %amount : i64
  func.call @show(%shli) : (i64) -> ()
  %shrsi = arith.shrsi %x, %amount : i64
  func.call @show(%shrsi) : (i64) -> ()
  %shrui = arith.shrui %x, %amount : i64
  func.call @show(%shrui) : (i64) -> ()
  %eq = arith.cmpi eq, %x, %y : i64
  func.call @show_i1(%eq) : (i1) -> ()
  %ne = arith.cmpi ne, %x, %y : i64
  func.call @show_i1(%ne) : (i1) -> ()
  %slt = arith.cmpi slt, %x, %y : i64
  func.call @show_i1(%slt) : (i1) -> ()
  %sle = arith.cmpi sle, %x, %y : i64
  func.call @show_i1(%sle) : (i1) -> ()
  %sgt = arith.cmpi sgt, %x, %y : i64
  func.call @show_i1(%sgt) : (i1) -> ()
  %sge = arith.cmpi sge, %x, %y : i64
  func.call @show_i1(%sge) : (i1) -> ()
  %ult = arith.cmpi ult, %x, %y : i64
  func.call @show_i1(%ult) : (i1) -> ()
  %ule = arith.cmpi ule, %x, %y : i64
  func.call @show_i1(%ule) : (i1) -> ()
  %ugt = arith.cmpi ugt, %x, %y : i64
  func.call @show_i1(%ugt) : (i1) -> ()
  %uge = arith.cmpi uge, %x, %y : i64
  func.call @show_i1(%uge) : (i1) -> ()
  func.call @printComma() : () -> ()
  %zero = arith.constant 0 : i64
  %min = arith.constant -9223372036854775808 : i64
  %minus1 = arith.constant -1 : i64
  %nonzero = arith.cmpi ne, %y, %zero : i64
  %xmin = arith.cmpi eq, %x, %min : i64
  %ym1 = arith.cmpi eq, %y, %minus1 : i64
  %overflow = arith.andi %xmin, %ym1 : i1
  %true = arith.constant true
  %no_overflow = arith.xori %overflow, %true : i1
  %signed_ok = arith.andi %nonzero, %no_overflow : i1
  scf.if %nonzero {
    %divui = arith.divui %x, %y : i64
    func.call @show(%divui) : (i64) -> ()
    %remui = arith.remui %x, %y : i64
    func.call @show(%remui) : (i64) -> ()
    %ceildivui = arith.ceildivui %x, %y : i64
    func.call @show(%ceildivui) : (i64) -> ()
  }
  scf.if %signed_ok {
    %divsi = arith.divsi %x, %y : i64
    func.call @show(%divsi) : (i64) -> ()
    %remsi = arith.remsi %x, %y : i64
    func.call @show(%remsi) : (i64) -> ()
    %floordivsi = arith.floordivsi %x, %y : i64
    func.call @show(%floordivsi) : (i64) -> ()
    %ceildivsi = arith.ceildivsi %x, %y : i64
    func.call @show(%ceildivsi) : (i64) -> ()
  }
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %t = memref.get_global @vals : memref<8xi64>
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      %a = affine.load %t[%i] : memref<8xi64>
      %b = affine.load %t[%j] : memref<8xi64>
      func.call @ops(%a, %b) : (i64, i64) -> ()
    }
  }
  return
}
