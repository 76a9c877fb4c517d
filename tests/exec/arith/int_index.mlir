// Integer ops of arith on index: every pair of a table of edge values
// (0, 1, -1, the extremes ...), read from memory so that MLIR cannot fold
// them. Each result is printed sign-extended and zero-extended to i64.
// Division-like ops run only where MLIR defines them (no division by
// zero, no minimum / -1); shift amounts are taken modulo the width.
// RUN: %exec %s
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()
memref.global "private" constant @vals : memref<8xi64> = dense<[0, 1, -1, 2, 5, -7, 9223372036854775807, -9223372036854775808]>

func.func @show(%v: index) {
  %s = arith.index_cast %v : index to i64
  %u = arith.index_castui %v : index to i64
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

func.func @ops(%x: index, %y: index) {
  %addi = arith.addi %x, %y : index
  func.call @show(%addi) : (index) -> ()
  %subi = arith.subi %x, %y : index
  func.call @show(%subi) : (index) -> ()
  %muli = arith.muli %x, %y : index
  func.call @show(%muli) : (index) -> ()
  %andi = arith.andi %x, %y : index
  func.call @show(%andi) : (index) -> ()
  %ori = arith.ori %x, %y : index
  func.call @show(%ori) : (index) -> ()
  %xori = arith.xori %x, %y : index
  func.call @show(%xori) : (index) -> ()
  %maxsi = arith.maxsi %x, %y : index
  func.call @show(%maxsi) : (index) -> ()
  %minsi = arith.minsi %x, %y : index
  func.call @show(%minsi) : (index) -> ()
  %maxui = arith.maxui %x, %y : index
  func.call @show(%maxui) : (index) -> ()
  %minui = arith.minui %x, %y : index
  func.call @show(%minui) : (index) -> ()
  %width = arith.constant 64 : index
  %amount = arith.remui %y, %width : index
  %shli = arith.shli %x, %amount : index
  func.call @show(%shli) : (index) -> ()
  %shrsi = arith.shrsi %x, %amount : index
  func.call @show(%shrsi) : (index) -> ()
  %shrui = arith.shrui %x, %amount : index
  func.call @show(%shrui) : (index) -> ()
  %eq = arith.cmpi eq, %x, %y : index
  func.call @show_i1(%eq) : (i1) -> ()
  %ne = arith.cmpi ne, %x, %y : index
  func.call @show_i1(%ne) : (i1) -> ()
  %slt = arith.cmpi slt, %x, %y : index
  func.call @show_i1(%slt) : (i1) -> ()
  %sle = arith.cmpi sle, %x, %y : index
  func.call @show_i1(%sle) : (i1) -> ()
  %sgt = arith.cmpi sgt, %x, %y : index
  func.call @show_i1(%sgt) : (i1) -> ()
  %sge = arith.cmpi sge, %x, %y : index
  func.call @show_i1(%sge) : (i1) -> ()
  %ult = arith.cmpi ult, %x, %y : index
  func.call @show_i1(%ult) : (i1) -> ()
  %ule = arith.cmpi ule, %x, %y : index
  func.call @show_i1(%ule) : (i1) -> ()
  %ugt = arith.cmpi ugt, %x, %y : index
  func.call @show_i1(%ugt) : (i1) -> ()
  %uge = arith.cmpi uge, %x, %y : index
  func.call @show_i1(%uge) : (i1) -> ()
  func.call @printComma() : () -> ()
  %zero = arith.constant 0 : index
  %min = arith.constant -9223372036854775808 : index
  %minus1 = arith.constant -1 : index
  %nonzero = arith.cmpi ne, %y, %zero : index
  %xmin = arith.cmpi eq, %x, %min : index
  %ym1 = arith.cmpi eq, %y, %minus1 : index
  %overflow = arith.andi %xmin, %ym1 : i1
  %true = arith.constant true
  %no_overflow = arith.xori %overflow, %true : i1
  %signed_ok = arith.andi %nonzero, %no_overflow : i1
  scf.if %nonzero {
    %divui = arith.divui %x, %y : index
    func.call @show(%divui) : (index) -> ()
    %remui = arith.remui %x, %y : index
    func.call @show(%remui) : (index) -> ()
    %ceildivui = arith.ceildivui %x, %y : index
    func.call @show(%ceildivui) : (index) -> ()
  }
  scf.if %signed_ok {
    %divsi = arith.divsi %x, %y : index
    func.call @show(%divsi) : (index) -> ()
    %remsi = arith.remsi %x, %y : index
    func.call @show(%remsi) : (index) -> ()
    %floordivsi = arith.floordivsi %x, %y : index
    func.call @show(%floordivsi) : (index) -> ()
    %ceildivsi = arith.ceildivsi %x, %y : index
    func.call @show(%ceildivsi) : (index) -> ()
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
      %x = arith.index_cast %a : i64 to index
      %y = arith.index_cast %b : i64 to index
      func.call @ops(%x, %y) : (index, index) -> ()
    }
  }
  return
}
