// A loop's induction variable named in its own bounds is a use before
// the definition: mlir-opt's error and note, at its places. (Found by the
// fuzzer: the reference was freed while the bound still held it.)
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: region_arg_in_use.mlir:[[@LINE+3]]:14: error: region entry argument '%i' is already in use
// CHECK: region_arg_in_use.mlir:[[@LINE+2]]:66: note: previously referenced here
func.func @f(%A: memref<?xf32>, %n: index) {
  affine.for %i = 0 to affine_map<()[s0, s1] -> (s0 * s1)>()[%n, %i] {
    %v = affine.load %A[%i] : memref<?xf32>
  }
  return
}
