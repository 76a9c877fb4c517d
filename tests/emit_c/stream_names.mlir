// --emit=c emits each public function as soon as it is read, before the
// names of the functions after it are known (codegen/emit_c_stream.c).
// Where a later name changes an earlier function's C (a parameter named
// like a later function takes _1; a public function whose C name an
// earlier one took gets _1), affc reads the file again whole (--stats
// shows two parses), so the C is the whole module's all the same.
// RUN: %affc --stats %s -o %t.c 2> %t.stats
// RUN: FileCheck %s < %t.c
// RUN: grep -c '^ .* parse' %t.stats | FileCheck %s --check-prefix=PARSES
// RUN: cc -std=c11 -Wall -Wextra -Werror -c %t.c -o %t.o
// PARSES: {{^2$}}

// CHECK: void first(float *later_1);
// CHECK: typedef struct {
// CHECK-NEXT: float v[4];
// CHECK-NEXT: } affc_vec_4xf32;
// CHECK: void vec(affc_vec_4xf32 x, float *out);
// CHECK: void later(void);
// CHECK: void a_b(void);
// CHECK: void a_b_1(void);
// CHECK: static void helper(float *A);
// CHECK: void caller(float *A);
// CHECK-NOT: unused
// CHECK: void first(float *later_1) {
// CHECK: void vec(affc_vec_4xf32 x, float *out) {
// CHECK: void a_b(void) {
// CHECK: void a_b_1(void) {

func.func @first(%later: memref<4xf32>) {
  %c = arith.constant 1.0 : f32
  affine.store %c, %later[0] : memref<4xf32>
  return
}

func.func @vec(%x: vector<4xf32>, %out: memref<4xf32>) {
  %e = vector.extract %x[1] : f32 from vector<4xf32>
  affine.store %e, %out[1] : memref<4xf32>
  return
}

func.func @later() {
  return
}

func.func @"a.b"() {
  return
}

func.func @a_b() {
  return
}

func.func private @unused(%A: memref<4xf32>) {
  return
}

func.func private @helper(%A: memref<4xf32>) {
  %c = arith.constant 2.0 : f32
  affine.store %c, %A[2] : memref<4xf32>
  return
}

func.func @caller(%A: memref<4xf32>) {
  call @helper(%A) : (memref<4xf32>) -> ()
  return
}
