// --passes and -O: MLIR's pipeline syntax (with its builtin.module and
// func.func wrappers), and a usage error (exit 2) naming what is known for
// an unknown pass or option, a bad value or bad syntax.
// RUN: not %affc --passes=nope %s 2>&1 | FileCheck %s --check-prefix=PASS
// RUN: not %affc '--passes=affine-parallelize{bogus=1}' %s 2>&1 | FileCheck %s --check-prefix=OPTION
// RUN: not %affc '--passes=affine-parallelize{max-nested=x}' %s 2>&1 | FileCheck %s --check-prefix=NUMBER
// RUN: not %affc '--passes=affine-register-tile{factor=65}' %s 2>&1 | FileCheck %s --check-prefix=LARGE
// RUN: not %affc '--passes=affine-parallelize{parallel-reductions=maybe}' %s 2>&1 | FileCheck %s --check-prefix=BOOL
// RUN: not %affc '--passes=affine-loop-fusion{mode=all}' %s 2>&1 | FileCheck %s --check-prefix=ENUM
// RUN: not %affc '--passes=affine-parallelize{max-nested=1' %s 2>&1 | FileCheck %s --check-prefix=BRACE
// RUN: not %affc '--passes=affine-parallelize,' %s 2>&1 | FileCheck %s --check-prefix=COMMA
// RUN: not %affc '--passes=func.func(affine-parallelize' %s 2>&1 | FileCheck %s --check-prefix=PAREN
// RUN: %affc --passes=nope %s 2>&1; test $? -eq 2
// RUN: %affc -O4 %s 2>&1; test $? -eq 2
// RUN: %affc '--passes=builtin.module(func.func(affine-parallelize{max-nested=1}))' --emit=mlir %s | FileCheck %s
// RUN: %affc -O1 --emit=mlir %s | FileCheck %s --check-prefix=BAND
// RUN: %affc -O0 --emit=mlir %s | FileCheck %s --check-prefix=O0
// RUN: %affc --help | FileCheck %s --check-prefix=HELP
// PASS: affc: error: unknown pass 'nope' (known: affine-loop-fusion, affine-parallelize, affine-polyhedral-schedule, affine-register-promotion, affine-register-tile, affine-scalrep, compose-affine-maps, remove-dead-ops)
// OPTION: affc: error: unknown option 'bogus' of pass 'affine-parallelize' (known: max-nested, parallel-reductions, exact-reductions, array-reductions, bands)
// NUMBER: affc: error: option 'max-nested' of pass 'affine-parallelize' takes a number, not 'x'
// LARGE: affc: error: option 'factor' of pass 'affine-register-tile' takes a number up to 64, not '65'
// BOOL: affc: error: option 'parallel-reductions' of pass 'affine-parallelize' takes true or false, not 'maybe'
// ENUM: affc: error: option 'mode' of pass 'affine-loop-fusion' takes greedy, producer or sibling, not 'all'
// BRACE: affc: error: --passes: expected an option name or '}' at column 32
// COMMA: affc: error: --passes: expected a pass name at column 20
// PAREN: affc: error: --passes: expected ')' at column 29
// CHECK: affine.parallel (%i) = (0) to (8) {
// CHECK-NEXT: affine.for %j = 0 to 8 {
// BAND: affine.parallel (%i, %j) = (0, 0) to (8, 8) {
// O0: affine.for %i = 0 to 8 {
// HELP: passes (--passes=name{option=value ...},...):
// HELP: affine-loop-fusion
// HELP: mode=greedy  greedy (producer-consumer, then siblings), producer or sibling
// HELP: affine-parallelize
// HELP: max-nested=4294967295
// HELP: -O1 compose-affine-maps,remove-dead-ops,affine-parallelize{max-nested=1 exact-reductions=true array-reductions=true bands=true parallel-reductions=<--parallel-reductions>}
func.func @copy(%A: memref<8x8xf32>, %B: memref<8x8xf32>) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      %v = affine.load %A[%i, %j] : memref<8x8xf32>
      affine.store %v, %B[%i, %j] : memref<8x8xf32>
    }
  }
  return
}
