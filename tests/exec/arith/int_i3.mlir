// Integer ops of arith on i3: every pair of a table of edge values
// (0, 1, -1, the extremes ...), read from memory so that MLIR cannot fold
// them. Each result is printed sign-extended and zero-extended to i64.
// Division-like ops run only where MLIR defines them (no division by
// zero, no minimum / -1); shift amounts are taken modulo the width.
// RUN: %exec %s
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()
memref.global "private" constant @vals : memref<7xi3> = dense<[0, 1, -1, 2, -3, 3, -4]>

func.func @show(%v: i3) {
  %s = arith.extsi %v : i3 to i64
  %u = arith.extui %v : i3 to i64
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

func.func @ops(%x: i3, %y: i3) {
  %addi = arith.addi %x, %y : i3
  func.call @show(%addi) : (i3) -> ()
  %subi = arith.subi %x, %y : i3
  func.call @show(%subi) : (i3) -> ()
  %muli = arith.muli %x, %y : i3
  func.call @show(%muli) : (i3) -> ()
  %andi = arith.andi %x, %y : i3
  func.call @show(%andi) : (i3) -> ()
  %ori = arith.ori %x, %y : i3
  func.call @show(%ori) : (i3) -> ()
  %xori = arith.xori %x, %y : i3
  func.call @show(%xori) : (i3) -> ()
  %maxsi = arith.maxsi %x, %y : i3
  func.call @show(%maxsi) : (i3) -> ()
  %minsi = arith.minsi %x, %y : i3
  func.call @show(%minsi) : (i3) -> ()
  %maxui = arith.maxui %x, %y : i3
  func.call @show(%maxui) : (i3) -> ()
  %minui = arith.minui %x, %y : i3
  func.call @show(%minui) : (i3) -> ()
  %addui_extended:2 = arith.addui_extended %x, %y : i3, i1
  func.call @show(%addui_extended#0) : (i3) -> ()
  func.call @show_i1(%addui_extended#1) : (i1) -> ()
  func.call @printComma() : () -> ()
  %mului_extended:2 = arith.mului_extended %x, %y : i3
  func.call @show(%mului_extended#0) : (i3) -> ()
  func.call @show(%mului_extended#1) : (i3) -> ()
  %mulsi_extended:2 = arith.mulsi_extended %x, %y : i3
  func.call @show(%mulsi_extended#0) : (i3) -> ()
  func.call @show(%mulsi_extended#1) : (i3) -> ()
  %width = arith.constant 3 : i3
  %amount = arith.remui %y, %width : i3
  %shli = arith.shli %x, %amount : i3
  func.call @show(%shli) : (i3) -> ()
  %shrsi = arith.shrsi %x, %amount : i3
  func.call @show(%shrsi) : (i3) -> ()
  %shrui = arith.shrui %x, %amount : i3
  func.call @show(%shrui) : (i3) -> ()
  %eq = arith.cmpi eq, %x, %y : i3
  func.call @show_i1(%eq) : (i1) -> ()
  %ne = arith.cmpi ne, %x, %y : i3
  func.call @show_i1(%ne) : (i1) -> ()
  %slt = arith.cmpi slt, %x, %y : i3
  func.call @show_i1(%slt) : (i1) -> ()
  %sle = arith.cmpi sle, %x, %y : i3
  func.call @show_i1(%sle) : (i1) -> ()
  %sgt = arith.cmpi sgt, %x, %y : i3
  func.call @show_i1(%sgt) : (i1) -> ()
  %sge = arith.cmpi sge, %x, %y : i3
  func.call @show_i1(%sge) : (i1) -> ()
  %ult = arith.cmpi ult, %x, %y : i3
  func.call @show_i1(%ult) : (i1) -> ()
  %ule = arith.cmpi ule, %x, %y : i3
  func.call @show_i1(%ule) : (i1) -> ()
  %ugt = arith.cmpi ugt, %x, %y : i3
  func.call @show_i1(%ugt) : (i1) -> ()
  %uge = arith.cmpi uge, %x, %y : i3
  func.call @show_i1(%uge) : (i1) -> ()
  func.call @printComma() : () -> ()
  %zero = arith.constant 0 : i3
  %min = arith.constant -4 : i3
  %minus1 = arith.constant -1 : i3
  %nonzero = arith.cmpi ne, %y, %zero : i3
  %xmin = arith.cmpi eq, %x, %min : i3
  %ym1 = arith.cmpi eq, %y, %minus1 : i3
  %overflow = arith.andi %xmin, %ym1 : i1
  %true = arith.constant true
  %no_overflow = arith.xori %overflow, %true : i1
  %signed_ok = arith.andi %nonzero, %no_overflow : i1
  scf.if %nonzero {
    %divui = arith.divui %x, %y : i3
    func.call @show(%divui) : (i3) -> ()
    %remui = arith.remui %x, %y : i3
    func.call @show(%remui) : (i3) -> ()
    %ceildivui = arith.ceildivui %x, %y : i3
    func.call @show(%ceildivui) : (i3) -> ()
  }
  scf.if %signed_ok {
    %divsi = arith.divsi %x, %y : i3
    func.call @show(%divsi) : (i3) -> ()
    %remsi = arith.remsi %x, %y : i3
    func.call @show(%remsi) : (i3) -> ()
    %floordivsi = arith.floordivsi %x, %y : i3
    func.call @show(%floordivsi) : (i3) -> ()
    %ceildivsi = arith.ceildivsi %x, %y : i3
    func.call @show(%ceildivsi) : (i3) -> ()
  }
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %t = memref.get_global @vals : memref<7xi3>
  affine.for %i = 0 to 7 {
    affine.for %j = 0 to 7 {
      %a = affine.load %t[%i] : memref<7xi3>
      %b = affine.load %t[%j] : memref<7xi3>
      func.call @ops(%a, %b) : (i3, i3) -> ()
    }
  }
  return
}
