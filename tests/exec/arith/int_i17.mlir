// Integer ops of arith on i17: every pair of a table of edge values
// (0, 1, -1, the extremes ...), read from memory so that MLIR cannot fold
// them. Each result is printed sign-extended and zero-extended to i64.
// Division-like ops run only where MLIR defines them (no division by
// zero, no minimum / -1); shift amounts are taken modulo the width.
// RUN: %exec %s
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()
memref.global "private" constant @vals : memref<8xi17> = dense<[0, 1, -1, 2, 5, -7, 65535, -65536]>

func.func @show(%v: i17) {
  %s = arith.extsi %v : i17 to i64
  %u = arith.extui %v : i17 to i64
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

func.func @ops(%x: i17, %y: i17) {
  %addi = arith.addi %x, %y : i17
  func.call @show(%addi) : (i17) -> ()
  %subi = arith.subi %x, %y : i17
  func.call @show(%subi) : (i17) -> ()
  %muli = arith.muli %x, %y : i17
  func.call @show(%muli) : (i17) -> ()
  %andi = arith.andi %x, %y : i17
  func.call @show(%andi) : (i17) -> ()
  %ori = arith.ori %x, %y : i17
  func.call @show(%ori) : (i17) -> ()
  %xori = arith.xori %x, %y : i17
  func.call @show(%xori) : (i17) -> ()
  %maxsi = arith.maxsi %x, %y : i17
  func.call @show(%maxsi) : (i17) -> ()
  %minsi = arith.minsi %x, %y : i17
  func.call @show(%minsi) : (i17) -> ()
  %maxui = arith.maxui %x, %y : i17
  func.call @show(%maxui) : (i17) -> ()
  %minui = arith.minui %x, %y : i17
  func.call @show(%minui) : (i17) -> ()
  %addui_extended:2 = arith.addui_extended %x, %y : i17, i1
  func.call @show(%addui_extended#0) : (i17) -> ()
  func.call @show_i1(%addui_extended#1) : (i1) -> ()
  func.call @printComma() : () -> ()
  %mului_extended:2 = arith.mului_extended %x, %y : i17
  func.call @show(%mului_extended#0) : (i17) -> ()
  func.call @show(%mului_extended#1) : (i17) -> ()
  %mulsi_extended:2 = arith.mulsi_extended %x, %y : i17
  func.call @show(%mulsi_extended#0) : (i17) -> ()
  func.call @show(%mulsi_extended#1) : (i17) -> ()
  %width = arith.constant 17 : i17
  %amount = arith.remui %y, %width : i17
  %shli = arith.shli %x, %amount : i17
  func.call @show(%shli) : (i17) -> ()
  %shrsi = arith.shrsi %x, %amount : i17
  func.call @show(%shrsi) : (i17) -> ()
  %shrui = arith.shrui %x, %amount : i17
  func.call @show(%shrui) : (i17) -> ()
  %eq = arith.cmpi eq, %x, %y : i17
  func.call @show_i1(%eq) : (i1) -> ()
  %ne = arith.cmpi ne, %x, %y : i17
  func.call @show_i1(%ne) : (i1) -> ()
  %slt = arith.cmpi slt, %x, %y : i17
  func.call @show_i1(%slt) : (i1) -> ()
  %sle = arith.cmpi sle, %x, %y : i17
  func.call @show_i1(%sle) : (i1) -> ()
  %sgt = arith.cmpi sgt, %x, %y : i17
  func.call @show_i1(%sgt) : (i1) -> ()
  %sge = arith.cmpi sge, %x, %y : i17
  func.call @show_i1(%sge) : (i1) -> ()
  %ult = arith.cmpi ult, %x, %y : i17
  func.call @show_i1(%ult) : (i1) -> ()
  %ule = arith.cmpi ule, %x, %y : i17
  func.call @show_i1(%ule) : (i1) -> ()
  %ugt = arith.cmpi ugt, %x, %y : i17
  func.call @show_i1(%ugt) : (i1) -> ()
  %uge = arith.cmpi uge, %x, %y : i17
  func.call @show_i1(%uge) : (i1) -> ()
  func.call @printComma() : () -> ()
  %zero = arith.constant 0 : i17
  %min = arith.constant -65536 : i17
  %minus1 = arith.constant -1 : i17
  %nonzero = arith.cmpi ne, %y, %zero : i17
  %xmin = arith.cmpi eq, %x, %min : i17
  %ym1 = arith.cmpi eq, %y, %minus1 : i17
  %overflow = arith.andi %xmin, %ym1 : i1
  %true = arith.constant true
  %no_overflow = arith.xori %overflow, %true : i1
  %signed_ok = arith.andi %nonzero, %no_overflow : i1
  scf.if %nonzero {
    %divui = arith.divui %x, %y : i17
    func.call @show(%divui) : (i17) -> ()
    %remui = arith.remui %x, %y : i17
    func.call @show(%remui) : (i17) -> ()
    %ceildivui = arith.ceildivui %x, %y : i17
    func.call @show(%ceildivui) : (i17) -> ()
  }
  scf.if %signed_ok {
    %divsi = arith.divsi %x, %y : i17
    func.call @show(%divsi) : (i17) -> ()
    %remsi = arith.remsi %x, %y : i17
    func.call @show(%remsi) : (i17) -> ()
    %floordivsi = arith.floordivsi %x, %y : i17
    func.call @show(%floordivsi) : (i17) -> ()
    %ceildivsi = arith.ceildivsi %x, %y : i17
    func.call @show(%ceildivsi) : (i17) -> ()
  }
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %t = memref.get_global @vals : memref<8xi17>
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      %a = affine.load %t[%i] : memref<8xi17>
      %b = affine.load %t[%j] : memref<8xi17>
      func.call @ops(%a, %b) : (i17, i17) -> ()
    }
  }
  return
}
