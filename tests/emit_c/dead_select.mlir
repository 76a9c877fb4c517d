// An affine.if whose regions only yield (a ?: in C) and whose result goes
// only into the yield of a result nothing uses is dead: no variable for
// it, which -Werror would reject as unused.
// RUN: %affc %s -o %t.c
// RUN: gcc -std=c11 -Wall -Wextra -Werror -c %t.c -o %t.o
// RUN: FileCheck %s < %t.c
// CHECK-LABEL: void f(
// CHECK-NOT: ? x : x
// CHECK: if (
func.func @f(%A: memref<4xi32>, %x: i32, %n: index) {
  affine.for %i = 0 to 4 {
    %s = affine.if affine_set<(d0) : (d0 - 1 >= 0)>(%i) -> i32 {
      affine.yield %x : i32
    } else {
      affine.yield %x : i32
    }
    %t = affine.if affine_set<(d0) : (d0 - 2 >= 0)>(%i) -> i32 {
      affine.yield %x : i32
    } else {
      affine.store %x, %A[%i] : memref<4xi32>
      affine.yield %s : i32
    }
  }
  return
}
