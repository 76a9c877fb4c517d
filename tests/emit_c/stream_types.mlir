// --emit=c emits each public function as soon as it is read
// (codegen/emit_c_stream.c); where no later name changes its C, the text
// kept then is what the file gets (--stats shows one parse). The types a
// streamed function's prototype and body define come where they would
// for the whole module: the prototypes' first, in order, then each
// body's; the runtime pieces it uses are there.
// RUN: %affc --stats %s -o %t.c 2> %t.stats
// RUN: FileCheck %s < %t.c
// RUN: grep -c '^ .* parse' %t.stats | FileCheck %s --check-prefix=PARSES
// RUN: %affc -g %s | FileCheck %s --check-prefix=LINES
// RUN: cc -std=c11 -Wall -Wextra -Werror %t.c -o %t.exe -lm
// RUN: %t.exe | FileCheck %s --check-prefix=OUT
// PARSES: {{^1$}}

// CHECK: affc_printNewline
// CHECK: void scale(affc_vec_4xf32 x, float *out);
// CHECK: } affc_vec_2xf64;
// CHECK: void widen(affc_vec_2xf64 y, float *out);
// CHECK: void main_(void);
// CHECK: } affc_vec_8xi32;
// CHECK: void scale(affc_vec_4xf32 x, float *out) {
// CHECK: void widen(affc_vec_2xf64 y, float *out) {
// CHECK: void main_(void) {
// CHECK: int main(void) {
// LINES: #line {{[0-9]+}} "{{.*}}stream_types.mlir"
// OUT: ( 7, 7, 7, 7, 7, 7, 7, 7 )

func.func @scale(%x: vector<4xf32>, %out: memref<4xf32>) {
  %e = vector.extract %x[1] : f32 from vector<4xf32>
  affine.store %e, %out[1] : memref<4xf32>
  return
}

func.func @widen(%y: vector<2xf64>, %out: memref<4xf32>) {
  %e = vector.extract %y[0] : f64 from vector<2xf64>
  %f = arith.truncf %e : f64 to f32
  affine.store %f, %out[0] : memref<4xf32>
  return
}

func.func @main() {
  %c = arith.constant 7 : i32
  %v = vector.broadcast %c : i32 to vector<8xi32>
  vector.print %v : vector<8xi32>
  return
}
