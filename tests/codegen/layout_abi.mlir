// A C caller hands affc's functions memrefs with layout maps that are not
// strided as MLIR would after --normalize-memrefs: the normalized buffer
// (float[3][4] for memref<10xf32, (d0) -> (d0 floordiv 4, d0 mod 4)>), as
// a plain pointer or as a descriptor of the normalized memref with
// --abi=mlir; element i of the memref is buffer[i / 4][i % 4].
// RUN: %affc %s -o %t.plain.c
// RUN: %affc --emit=h %s -o %t.plain.h
// RUN: cc -std=c11 -Wall -Wextra -Werror -include %t.plain.h %S/Inputs/layout_abi_caller.c %t.plain.c -o %t.plain.exe -lm
// RUN: %t.plain.exe | FileCheck %s
// RUN: %affc --abi=mlir %s -o %t.mlir.c
// RUN: %affc --abi=mlir --emit=h %s -o %t.mlir.h
// RUN: cc -std=c11 -Wall -Wextra -Werror -DCIFACE -include %t.mlir.h %S/Inputs/layout_abi_caller.c %t.mlir.c -o %t.mlir.exe -lm
// RUN: %t.mlir.exe | FileCheck %s
// CHECK: 0 10 20 30 / 40 50 60 70 / 80 90 -1 -1 /
// CHECK-NEXT: sum 450
#tile4 = affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>

func.func @fill(%m: memref<10xf32, #tile4>) {
  affine.for %i = 0 to 10 {
    %a = arith.index_cast %i : index to i32
    %f = arith.sitofp %a : i32 to f32
    %ten = arith.constant 10.0 : f32
    %g = arith.mulf %f, %ten : f32
    affine.store %g, %m[%i] : memref<10xf32, #tile4>
  }
  return
}

func.func @sum(%m: memref<10xf32, #tile4>) -> f32 {
  %zero = arith.constant 0.0 : f32
  %s = affine.for %i = 0 to 10 iter_args(%acc = %zero) -> f32 {
    %v = affine.load %m[%i] : memref<10xf32, #tile4>
    %n = arith.addf %acc, %v : f32
    affine.yield %n : f32
  }
  return %s : f32
}
