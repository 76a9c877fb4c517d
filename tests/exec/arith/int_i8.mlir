// Integer ops of arith on i8: every pair of a table of edge values
// (0, 1, -1, the extremes ...), read from memory so that MLIR cannot fold
// them. Each result is printed sign-extended and zero-extended to i64.
// Division-like ops run only where MLIR defines them (no division by
// zero, no minimum / -1); shift amounts are taken modulo the width.
// RUN: %exec %s
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()
memref.global "private" constant @vals : memref<8xi8> = dense<[0, 1, -1, 2, 5, -7, 127, -128]>

func.func @show(%v: i8) {
  %s = arith.extsi %v : i8 to i64
  %u = arith.extui %v : i8 to i64
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

func.func @ops(%x: i8, %y: i8) {
  %addi = arith.addi %x, %y : i8
  func.call @show(%addi) : (i8) -> ()
  %subi = arith.subi %x, %y : i8
  func.call @show(%subi) : (i8) -> ()
  %muli = arith.muli %x, %y : i8
  func.call @show(%muli) : (i8) -> ()
  %andi = arith.andi %x, %y : i8
  func.call @show(%andi) : (i8) -> ()
  %ori = arith.ori %x, %y : i8
  func.call @show(%ori) : (i8) -> ()
  %xori = arith.xori %x, %y : i8
  func.call @show(%xori) : (i8) -> ()
  %maxsi = arith.maxsi %x, %y : i8
  func.call @show(%maxsi) : (i8) -> ()
  %minsi = arith.minsi %x, %y : i8
  func.call @show(%minsi) : (i8) -> ()
  %maxui = arith.maxui %x, %y : i8
  func.call @show(%maxui) : (i8) -> ()
  %minui = arith.minui %x, %y : i8
  func.call @show(%minui) : (i8) -> ()
  %addui_extended:2 = arith.addui_extended %x, %y : i8, i1
  func.call @show(%addui_extended#0) : (i8) -> ()
  func.call @show_i1(%addui_extended#1) : (i1) -> ()
  func.call @printComma() : () -> ()
  %mului_extended:2 = arith.mului_extended %x, %y : i8
  func.call @show(%mului_extended#0) : (i8) -> ()
  func.call @show(%mului_extended#1) : (i8) -> ()
  %mulsi_extended:2 = arith.mulsi_extended %x, %y : i8
  func.call @show(%mulsi_extended#0) : (i8) -> ()
  func.call @show(%mulsi_extended#1) : (i8) -> ()
  %width = arith.constant 8 : i8
  %amount = arith.remui %y, %width : i8
  %shli = arith.shli %x, %amount : i8
  func.call @show(%shli) : (i8) -> ()
  %shrsi = arith.shrsi %x, %amount : i8
  func.call @show(%shrsi) : (i8) -> ()
  %shrui = arith.shrui %x, %amount : i8
  func.call @show(%shrui) : (i8) -> ()
  %eq = arith.cmpi eq, %x, %y : i8
  func.call @show_i1(%eq) : (i1) -> ()
  %ne = arith.cmpi ne, %x, %y : i8
  func.call @show_i1(%ne) : (i1) -> ()
  %slt = arith.cmpi slt, %x, %y : i8
  func.call @show_i1(%slt) : (i1) -> ()
  %sle = arith.cmpi sle, %x, %y : i8
  func.call @show_i1(%sle) : (i1) -> ()
  %sgt = arith.cmpi sgt, %x, %y : i8
  func.call @show_i1(%sgt) : (i1) -> ()
  %sge = arith.cmpi sge, %x, %y : i8
  func.call @show_i1(%sge) : (i1) -> ()
  %ult = arith.cmpi ult, %x, %y : i8
  func.call @show_i1(%ult) : (i1) -> ()
  %ule = arith.cmpi ule, %x, %y : i8
  func.call @show_i1(%ule) : (i1) -> ()
  %ugt = arith.cmpi ugt, %x, %y : i8
  func.call @show_i1(%ugt) : (i1) -> ()
  %uge = arith.cmpi uge, %x, %y : i8
  func.call @show_i1(%uge) : (i1) -> ()
  func.call @printComma() : () -> ()
  %zero = arith.constant 0 : i8
  %min = arith.constant -128 : i8
  %minus1 = arith.constant -1 : i8
  %nonzero = arith.cmpi ne, %y, %zero : i8
  %xmin = arith.cmpi eq, %x, %min : i8
  %ym1 = arith.cmpi eq, %y, %minus1 : i8
  %overflow = arith.andi %xmin, %ym1 : i1
  %true = arith.constant true
  %no_overflow = arith.xori %overflow, %true : i1
  %signed_ok = arith.andi %nonzero, %no_overflow : i1
  scf.if %nonzero {
    %divui = arith.divui %x, %y : i8
    func.call @show(%divui) : (i8) -> ()
    %remui = arith.remui %x, %y : i8
    func.call @show(%remui) : (i8) -> ()
    %ceildivui = arith.ceildivui %x, %y : i8
    func.call @show(%ceildivui) : (i8) -> ()
  }
  scf.if %signed_ok {
    %divsi = arith.divsi %x, %y : i8
    func.call @show(%divsi) : (i8) -> ()
    %remsi = arith.remsi %x, %y : i8
    func.call @show(%remsi) : (i8) -> ()
    %floordivsi = arith.floordivsi %x, %y : i8
    func.call @show(%floordivsi) : (i8) -> ()
    %ceildivsi = arith.ceildivsi %x, %y : i8
    func.call @show(%ceildivsi) : (i8) -> ()
  }
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %t = memref.get_global @vals : memref<8xi8>
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      %a = affine.load %t[%i] : memref<8xi8>
      %b = affine.load %t[%j] : memref<8xi8>
      func.call @ops(%a, %b) : (i8, i8) -> ()
    }
  }
  return
}
