// Integer ops of arith on i1: every pair of a table of edge values
// (0, 1, -1, the extremes ...), read from memory so that MLIR cannot fold
// them. Each result is printed sign-extended and zero-extended to i64.
// Division-like ops run only where MLIR defines them (no division by
// zero, no minimum / -1); shift amounts are taken modulo the width.
// RUN: %exec %s
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()
memref.global "private" constant @vals : memref<2xi1> = dense<[false, true]>

func.func @show(%v: i1) {
  %s = arith.extsi %v : i1 to i64
  %u = arith.extui %v : i1 to i64
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

func.func @ops(%x: i1, %y: i1) {
  %addi = arith.addi %x, %y : i1
  func.call @show(%addi) : (i1) -> ()
  %subi = arith.subi %x, %y : i1
  func.call @show(%subi) : (i1) -> ()
  %muli = arith.muli %x, %y : i1
  func.call @show(%muli) : (i1) -> ()
  %andi = arith.andi %x, %y : i1
  func.call @show(%andi) : (i1) -> ()
  %ori = arith.ori %x, %y : i1
  func.call @show(%ori) : (i1) -> ()
  %xori = arith.xori %x, %y : i1
  func.call @show(%xori) : (i1) -> ()
  %maxsi = arith.maxsi %x, %y : i1
  func.call @show(%maxsi) : (i1) -> ()
  %minsi = arith.minsi %x, %y : i1
  func.call @show(%minsi) : (i1) -> ()
  %maxui = arith.maxui %x, %y : i1
  func.call @show(%maxui) : (i1) -> ()
  %minui = arith.minui %x, %y : i1
  func.call @show(%minui) : (i1) -> ()
  %addui_extended:2 = arith.addui_extended %x, %y : i1, i1
  func.call @show(%addui_extended#0) : (i1) -> ()
  func.call @show_i1(%addui_extended#1) : (i1) -> ()
  func.call @printComma() : () -> ()
  %mului_extended:2 = arith.mului_extended %x, %y : i1
  func.call @show(%mului_extended#0) : (i1) -> ()
  func.call @show_i1(%mului_extended#1) : (i1) -> ()
  func.call @printComma() : () -> ()
  %mulsi_extended:2 = arith.mulsi_extended %x, %y : i1
  func.call @show(%mulsi_extended#0) : (i1) -> ()
  func.call @show_i1(%mulsi_extended#1) : (i1) -> ()
  func.call @printComma() : () -> ()
  %amount = arith.constant false
  %shli = arith.shli %x, %amount : i1
  func.call @show(%shli) : (i1) -> ()
  %shrsi = arith.shrsi %x, %amount : i1
  func.call @show(%shrsi) : (i1) -> ()
  %shrui = arith.shrui %x, %amount : i1
  func.call @show(%shrui) : (i1) -> ()
  %eq = arith.cmpi eq, %x, %y : i1
  func.call @show_i1(%eq) : (i1) -> ()
  %ne = arith.cmpi ne, %x, %y : i1
  func.call @show_i1(%ne) : (i1) -> ()
  %slt = arith.cmpi slt, %x, %y : i1
  func.call @show_i1(%slt) : (i1) -> ()
  %sle = arith.cmpi sle, %x, %y : i1
  func.call @show_i1(%sle) : (i1) -> ()
  %sgt = arith.cmpi sgt, %x, %y : i1
  func.call @show_i1(%sgt) : (i1) -> ()
  %sge = arith.cmpi sge, %x, %y : i1
  func.call @show_i1(%sge) : (i1) -> ()
  %ult = arith.cmpi ult, %x, %y : i1
  func.call @show_i1(%ult) : (i1) -> ()
  %ule = arith.cmpi ule, %x, %y : i1
  func.call @show_i1(%ule) : (i1) -> ()
  %ugt = arith.cmpi ugt, %x, %y : i1
  func.call @show_i1(%ugt) : (i1) -> ()
  %uge = arith.cmpi uge, %x, %y : i1
  func.call @show_i1(%uge) : (i1) -> ()
  func.call @printComma() : () -> ()
  %zero = arith.constant false
  %min = arith.constant true
  %minus1 = arith.constant true
  %nonzero = arith.cmpi ne, %y, %zero : i1
  %xmin = arith.cmpi eq, %x, %min : i1
  %ym1 = arith.cmpi eq, %y, %minus1 : i1
  %overflow = arith.andi %xmin, %ym1 : i1
  %true = arith.constant true
  %no_overflow = arith.xori %overflow, %true : i1
  %signed_ok = arith.andi %nonzero, %no_overflow : i1
  scf.if %nonzero {
    %divui = arith.divui %x, %y : i1
    func.call @show(%divui) : (i1) -> ()
    %remui = arith.remui %x, %y : i1
    func.call @show(%remui) : (i1) -> ()
    %ceildivui = arith.ceildivui %x, %y : i1
    func.call @show(%ceildivui) : (i1) -> ()
  }
  scf.if %signed_ok {
    %divsi = arith.divsi %x, %y : i1
    func.call @show(%divsi) : (i1) -> ()
    %remsi = arith.remsi %x, %y : i1
    func.call @show(%remsi) : (i1) -> ()
    %floordivsi = arith.floordivsi %x, %y : i1
    func.call @show(%floordivsi) : (i1) -> ()
    %ceildivsi = arith.ceildivsi %x, %y : i1
    func.call @show(%ceildivsi) : (i1) -> ()
  }
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %t = memref.get_global @vals : memref<2xi1>
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 2 {
      %a = affine.load %t[%i] : memref<2xi1>
      %b = affine.load %t[%j] : memref<2xi1>
      func.call @ops(%a, %b) : (i1, i1) -> ()
    }
  }
  return
}
