// Random program 173 of seed 52 (gen_affine --fusion), jammed with factor
// 3: its loop of 6 rows made 2 whole groups, and the guarded rest of the
// loop, never run, was still written; gcc -O2 followed it to a row past
// the buffer ("iteration 2 invokes undefined behavior") and -Werror
// rejected the C. A constant trip count now gets no guard and no rest
// when the groups cover it. (Smaller programs did not make gcc warn.)
// RUN: %exec %s --affc-arg=--passes=affine-register-tile{factor=3}
func.func private @printI64(i64)
func.func private @printNewline()

func.func @prog173() {
  %m0 = memref.alloca() : memref<6x3xi3>
  affine.for %i0 = 0 to 6 {
    affine.for %i1 = 0 to 3 {
      %v2 = affine.apply affine_map<(d0, d1) -> ((d0 * 2 + d1 * 1) mod 11 - 5)>(%i0, %i1)
      %v3 = arith.index_cast %v2 : index to i3
      affine.store %v3, %m0[%i0, %i1] : memref<6x3xi3>
    }
  }
  %m1 = memref.alloca() : memref<6x3xf64>
  affine.for %i4 = 0 to 6 {
    affine.for %i5 = 0 to 3 {
      %v6 = affine.apply affine_map<(d0, d1) -> ((d0 * 1 + d1 * 8) mod 10 - 5)>(%i4, %i5)
      %v7 = arith.index_cast %v6 : index to i32
      %v8 = arith.sitofp %v7 : i32 to f64
      affine.store %v8, %m1[%i4, %i5] : memref<6x3xf64>
    }
  }
  affine.for %i9 = 0 to 6 {
    affine.for %i10 = 0 to 3 {
      %c11 = arith.constant 536870911 : i32
      %c12 = arith.constant 7 : i32
      %v13 = arith.andi %c11, %c12 : i32
      %c14 = arith.constant 1 : i32
      %v15 = arith.addi %v13, %c14 : i32
      %v16 = arith.divsi %c11, %v15 : i32
      %v17 = affine.load %m1[(%i10 * 2), %i10] : memref<6x3xf64>
      %c18 = arith.constant -3 : i3
      affine.store %c18, %m0[%i9, %i10] : memref<6x3xi3>
    }
  }
  affine.for %i19 = 0 to 6 {
    affine.for %i20 = 0 to 3 {
      %c21 = arith.constant 7 : index
      %v22 = arith.andi %i19, %c21 : index
      %c23 = arith.constant 1 : index
      %v24 = arith.addi %v22, %c23 : index
      %v25 = arith.ceildivui %i19, %v24 : index
      %c26 = arith.constant 7.37500000e+00 : f32
      %c27 = arith.constant 3.00000012e-01 : f32
      %c28 = arith.constant -1.00000000e+00 : f32
      %v29 = math.copysign %c26, %c28 : f32
      %c30 = arith.constant -4 : i3
      affine.store %c30, %m0[%i19, %i20] : memref<6x3xi3>
    }
  }
  %c31 = arith.constant 9 : i33
  %c32 = arith.constant 7 : i33
  %v33 = arith.andi %c31, %c32 : i33
  %c34 = arith.constant 1 : i33
  %v35 = arith.addi %v33, %c34 : i33
  %v36 = arith.ceildivui %c31, %v35 : i33
  %t37 = memref.alloca() : memref<6x3xi3>
  affine.for %i38 = 0 to 6 {
    affine.for %i39 = 0 to 3 {
      %c40 = arith.constant 0 : index
      %v41 = arith.maxsi %i38, %c40 : index
      %v42 = affine.load %m1[((-4) mod 6), ((((-6) ceildiv 51) floordiv 6) floordiv 3)] : memref<6x3xf64>
      %c43 = arith.constant 0 : i3
      affine.store %c43, %t37[%i38, %i39] : memref<6x3xi3>
    }
  }
  affine.for %i44 = 0 to 6 {
    affine.for %i45 = 0 to 3 {
      %v46 = affine.load %t37[%i44, %i45] : memref<6x3xi3>
      affine.store %v46, %m0[%i44, %i45] : memref<6x3xi3>
    }
  }
  %c47 = arith.constant -8 : i16
  %c48 = arith.constant 16 : i16
  %v49 = arith.remui %c47, %c48 : i16
  %v50 = arith.shrui %c47, %v49 : i16
  affine.for %i51 = 0 to 6 {
    affine.for %i52 = 0 to 3 {
      %v53 = affine.apply affine_map<(d0, d1) -> (d1)>(%i51, %i51)
      %c54 = arith.constant 1 : i3
      affine.store %c54, %m0[%i51, %i52] : memref<6x3xi3>
    }
  }
  affine.for %i55 = 0 to 6 {
    affine.for %i56 = 0 to 3 {
      %v57 = affine.apply affine_map<(d0, d1) -> ((d0 * 9 + d1 * 7) mod 12 - 6)>(%i55, %i56)
      %v58 = arith.index_cast %v57 : index to i32
      %v59 = arith.sitofp %v58 : i32 to f64
      affine.store %v59, %m1[%i55, %i56] : memref<6x3xf64>
    }
  }
  affine.for %i60 = 0 to 4 {
    affine.for %i61 = 0 to 6 {
      affine.for %i62 = 0 to 3 {
        %v63 = affine.for %i64 = affine_map<(d0, d1) -> ((((-3) * (-1)) mod 53))>(%i62, %i60) to affine_map<(d0, d1) -> (((d1 - (d0 * (-4))) - ((d0 + d0) ceildiv 2)) - 19)>(%i61, %i60) step 1 iter_args(%a65 = %v35) -> (i33) {
          %c66 = arith.constant -1.62500000e+00 : f32
          %v67 = math.trunc %c66 : f32
          %c68 = arith.constant 512 : i17
          %c69 = arith.constant 7 : i17
          %v70 = arith.andi %c68, %c69 : i17
          %c71 = arith.constant 1 : i17
          %v72 = arith.addi %v70, %c71 : i17
          %v73 = arith.remui %c68, %v72 : i17
          %c74 = arith.constant -127 : i8
          %c75 = arith.constant -6 : i8
          %c76 = arith.constant 8 : i8
          %v77 = arith.remui %c75, %c76 : i8
          %v78 = arith.shli %c74, %v77 : i8
          %v79 = affine.load %m0[(5 mod 6), (((-3) mod 49) mod 3)] : memref<6x3xi3>
          affine.yield %v33 : i33
        }
        %v80 = affine.apply affine_map<(d0, d1, d2) -> ((((d0 * (-3)) floordiv 1) - d2))>(%i62, %i60, %i61)
        %v81 = arith.index_cast %v80 : index to i32
        %v82 = arith.sitofp %v81 : i32 to f64
        %c83 = arith.constant 2.0000000000000000e+01 : f64
        %c84 = arith.constant true
        %v85 = arith.select %c84, %v82, %c83 : f64
        %c86 = arith.constant 5.0000000000000000e-01 : f64
        %v87 = arith.mulf %v85, %c86 : f64
        %v88 = affine.load %m1[%i61, %i62] : memref<6x3xf64>
        %v89 = arith.addf %v88, %v87 : f64
        affine.store %v89, %m1[%i61, %i62] : memref<6x3xf64>
      }
    }
  }
  %c90 = arith.constant 7 : i16
  %v91 = arith.andi %v50, %c90 : i16
  %c92 = arith.constant 1 : i16
  %v93 = arith.addi %v91, %c92 : i16
  %v94 = arith.floordivsi %c47, %v93 : i16
  %c95 = arith.constant -12 : i64
  %v96 = arith.andi %c95, %c95 : i64
  affine.for %i97 = 0 to 6 {
    affine.for %i98 = 0 to 3 {
      %v99 = affine.for %i100 = max affine_map<() -> ((-3), (((2 - (-1)) mod 1) + ((0 + 1) floordiv 2)))>() to min affine_map<() -> ((-1) + 7, (9 floordiv 6) + 5)>() step 3 iter_args(%a101 = %v93) -> (i16) {
        %c102 = arith.constant 9.00000000e+00 : f32
        %v103 = arith.maxnumf %c102, %c102 : f32
        %c104 = arith.constant 0.00000000e+00 : f32
        %v105 = arith.addf %v103, %c104 : f32
        %v106 = affine.apply affine_map<(d0, d1, d2) -> (d1)>(%i100, %i97, %i97)
        %v107 = affine.min affine_map<() -> (((8 * (-4)) mod 32), ((4 * 4) - (((-2) floordiv 6) floordiv 24)))>()
        %v108 = affine.load %m1[%i100, (1 mod 1)] : memref<6x3xf64>
        affine.yield %v94 : i16
      }
      %v109 = affine.for %i110 = max affine_map<() -> (((-3) * (-1)), (-4))>() to affine_map<() -> ((((-3) floordiv 6) - ((7 * (-3)) mod 6)) + 17)>() step 3 iter_args(%a111 = %v35) -> (i33) {
        %c112 = arith.constant 1.8750000000000000e+00 : f64
        affine.store %c112, %m1[((((%i110 floordiv 4) * (-3)) * (-3)) mod 6), ((-7) mod 3)] : memref<6x3xf64>
        %c113 = arith.constant 10 : i32
        %v114 = arith.index_cast %c113 : i32 to index
        %c115 = arith.constant 3.00000012e-01 : f32
        %v116 = arith.remf %c115, %c115 : f32
        %c117 = arith.constant 8.00000000e+00 : f32
        %v118 = arith.subf %v116, %c117 : f32
        %v119 = affine.load %m1[%i97, ((((%i97 - %i97) mod 56) + ((%i97 * 1) ceildiv 5)) mod 3)] : memref<6x3xf64>
        %v120 = affine.for %i121 = max affine_map<(d0, d1) -> (d1, (((d1 * 1) floordiv 3) ceildiv 6))>(%i97, %i98) to affine_map<(d0) -> ((((d0 ceildiv 4) * (-4)) + ((d0 - d0) - (3 floordiv 5))) + 2)>(%i98) step 3 iter_args(%a122 = %c113) -> (i32) {
          %c124 = arith.constant -1.1250000000000000e+01 : f64
          %v123 = arith.truncf %c124 : f64 to f32
          %c125 = arith.constant -1 : i3
          %v126 = arith.xori %c125, %c125 : i3
          %c127 = arith.constant 16 : i16
          %v128 = arith.remui %v91, %c127 : i16
          %v129 = arith.shrui %v49, %v128 : i16
          %v130 = arith.minsi %v96, %v96 : i64
          %v131 = math.fma %v119, %v119, %v119 : f64
          %c132 = arith.ori %a122, %c113 : i32
          affine.yield %c132 : i32
        }
        %c133 = arith.addi %a111, %v33 : i33
        affine.yield %c133 : i33
      }
      %v134 = affine.apply affine_map<() -> ((-6))>()
      %c135 = arith.constant 0 : i3
      affine.store %c135, %m0[%i97, %i98] : memref<6x3xi3>
    }
  }
  %v136 = affine.for %i137 = affine_map<() -> (((((-1) ceildiv 43) ceildiv 3) * 4))>() to min affine_map<() -> ((-1) + 9, 2 + 6)>() step 1 iter_args(%a138 = %v93) -> (i16) {
    %c139 = arith.constant -4 : i3
    affine.store %c139, %m0[((-7) mod 6), ((%i137 ceildiv 3) mod 3)] : memref<6x3xi3>
    affine.for %i140 = 0 to 2 {
      affine.for %i141 = 0 to 6 {
        affine.for %i142 = 0 to 3 {
          %v143 = affine.load %m0[%i141, %i142] : memref<6x3xi3>
          %v144 = arith.addi %v143, %c139 : i3
          affine.store %v144, %m0[%i141, %i142] : memref<6x3xi3>
        }
      }
    }
    affine.yield %v49 : i16
  }
  func.call @show_i33(%v33) : (i33) -> ()
  func.call @show_i33(%v35) : (i33) -> ()
  func.call @show_i33(%v36) : (i33) -> ()
  func.call @show_i16(%v49) : (i16) -> ()
  func.call @show_i16(%v50) : (i16) -> ()
  func.call @show_i16(%v91) : (i16) -> ()
  func.call @show_i16(%v93) : (i16) -> ()
  func.call @show_i16(%v94) : (i16) -> ()
  func.call @show_i64(%v96) : (i64) -> ()
  func.call @show_i16(%v136) : (i16) -> ()
  affine.for %i145 = 0 to 6 {
    affine.for %i146 = 0 to 3 {
      %v147 = affine.load %m0[%i145, %i146] : memref<6x3xi3>
      func.call @show_i3(%v147) : (i3) -> ()
    }
  }
  affine.for %i148 = 0 to 6 {
    affine.for %i149 = 0 to 3 {
      %v150 = affine.load %m1[%i148, %i149] : memref<6x3xf64>
      func.call @show_f64(%v150) : (f64) -> ()
    }
  }
  return
}

func.func @show_i3(%x: i3) {
  %h = arith.extsi %x : i3 to i64
  func.call @printI64(%h) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @show_i16(%x: i16) {
  %h = arith.extsi %x : i16 to i64
  func.call @printI64(%h) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @show_i33(%x: i33) {
  %h = arith.extsi %x : i33 to i64
  func.call @printI64(%h) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @show_i64(%x: i64) {
  func.call @printI64(%x) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @show_f64(%x: f64) {
  %nan = arith.cmpf uno, %x, %x : f64
  %b = arith.bitcast %x : f64 to i64
  %q = arith.constant 9221120237041090560 : i64
  %s = arith.select %nan, %q, %b : i64
  func.call @printI64(%s) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  func.call @prog173() : () -> ()
  return
}
