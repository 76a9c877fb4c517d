// A C caller hands affc's functions a memref of dynamic size with a tiling
// layout as MLIR would after --normalize-memrefs: the normalized buffer of
// memref<?x?xi32, (d0, d1) -> (d0 floordiv 2, d1 floordiv 4, d0 mod 2,
// d1 mod 4)> for 3 x 6 elements is int32_t[2][2][2][4] (3 ceildiv 2,
// 6 ceildiv 4, 2, 4): as a plain pointer with the memref's sizes, or as a
// descriptor of that 4-d memref with --abi=mlir, from which the wrapper
// takes the sizes back (2 * 2 = 4 rows, 2 * 4 = 8 columns: the tiles'
// capacity). @fill writes 10 * i + j where i < n and j < m (given apart),
// @count counts the elements by memref.dim: 18 plainly, 32 through the
// descriptor. Element (i, j) is buffer[i / 2][j / 4][i % 2][j % 4].
// RUN: %affc %s -o %t.plain.c
// RUN: %affc --emit=h %s -o %t.plain.h
// RUN: cc -std=c11 -Wall -Wextra -Werror -include %t.plain.h %S/Inputs/layout_dynamic_abi_caller.c %t.plain.c -o %t.plain.exe -lm
// RUN: %t.plain.exe | FileCheck %s --check-prefixes=CHECK,PLAIN
// RUN: %affc --abi=mlir %s -o %t.mlir.c
// RUN: %affc --abi=mlir --emit=h %s -o %t.mlir.h
// RUN: cc -std=c11 -Wall -Wextra -Werror -DCIFACE -include %t.mlir.h %S/Inputs/layout_dynamic_abi_caller.c %t.mlir.c -o %t.mlir.exe -lm
// RUN: %t.mlir.exe | FileCheck %s --check-prefixes=CHECK,CIFACE
// CHECK: 0 1 2 3 4 5 -1 -1 /
// CHECK-NEXT: 10 11 12 13 14 15 -1 -1 /
// CHECK-NEXT: 20 21 22 23 24 25 -1 -1 /
// CHECK-NEXT: -1 -1 -1 -1 -1 -1 -1 -1 /
// PLAIN-NEXT: count 18
// CIFACE-NEXT: count 32
#tiles = affine_map<(d0, d1) -> (d0 floordiv 2, d1 floordiv 4, d0 mod 2, d1 mod 4)>

func.func @fill(%a: memref<?x?xi32, #tiles>, %n: index, %m: index) {
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %m {
      %x = affine.apply affine_map<(a, b) -> (a * 10 + b)>(%i, %j)
      %xi = arith.index_cast %x : index to i32
      affine.store %xi, %a[%i, %j] : memref<?x?xi32, #tiles>
    }
  }
  return
}

func.func @count(%a: memref<?x?xi32, #tiles>) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %a, %c0 : memref<?x?xi32, #tiles>
  %m = memref.dim %a, %c1 : memref<?x?xi32, #tiles>
  %nm = arith.muli %n, %m : index
  return %nm : index
}
