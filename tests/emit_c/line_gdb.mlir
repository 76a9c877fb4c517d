// -g: gdb stops at a breakpoint on a .mlir line, and its backtrace names
// the .mlir lines of the calls (skipped when gdb is not installed).
// RUN: %affc -g %s -o %t.c
// RUN: cc -std=c11 -g -O0 %t.c -o %t.exe
// RUN: gdb -batch -ex 'break line_gdb.mlir:10' -ex run -ex bt %t.exe 2>&1 \
// RUN:   | FileCheck %s
func.func @fill(%A: memref<4xf32>) {
  %c = arith.constant 2.0 : f32
  affine.for %i = 0 to 4 {
    affine.store %c, %A[%i] : memref<4xf32>
  }
  return
}
func.func @main() {
  %A = memref.alloc() : memref<4xf32>
  call @fill(%A) : (memref<4xf32>) -> ()
  memref.dealloc %A : memref<4xf32>
  return
}
// CHECK: Breakpoint 1, fill (A={{.*}}) at {{.*}}line_gdb.mlir:10
// CHECK-NEXT: 10 affine.store %c, %A[%i] : memref<4xf32>
// CHECK-NEXT: #0 fill (A={{.*}}) at {{.*}}line_gdb.mlir:10
// CHECK-NEXT: #1 {{.*}} in main_ () at {{.*}}line_gdb.mlir:16
