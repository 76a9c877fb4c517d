// Every float binary op of arith, and negf, on f16/bf16/f32/f64, vectors
// and tensors; fastmath flags print in MLIR's order (reassoc, nnan, ninf,
// nsz, arcp, contract, afn), all of them as fast, and none is elided.
// RUN: %affc --emit=mlir %s | FileCheck %s

// CHECK-LABEL: func.func @float_binary(
// CHECK-NEXT: %0 = arith.addf %arg0, %arg1 : f32
// CHECK-NEXT: %1 = arith.addf %arg5, %arg5 : vector<2x3xf32>
// CHECK-NEXT: %2 = arith.subf %arg0, %arg1 : f32
// CHECK-NEXT: %3 = arith.subf %arg5, %arg5 : vector<2x3xf32>
// CHECK-NEXT: %4 = arith.mulf %arg0, %arg1 : f32
// CHECK-NEXT: %5 = arith.mulf %arg5, %arg5 : vector<2x3xf32>
// CHECK-NEXT: %6 = arith.divf %arg0, %arg1 : f32
// CHECK-NEXT: %7 = arith.divf %arg5, %arg5 : vector<2x3xf32>
// CHECK-NEXT: %8 = arith.remf %arg0, %arg1 : f32
// CHECK-NEXT: %9 = arith.remf %arg5, %arg5 : vector<2x3xf32>
// CHECK-NEXT: %10 = arith.maximumf %arg0, %arg1 : f32
// CHECK-NEXT: %11 = arith.maximumf %arg5, %arg5 : vector<2x3xf32>
// CHECK-NEXT: %12 = arith.minimumf %arg0, %arg1 : f32
// CHECK-NEXT: %13 = arith.minimumf %arg5, %arg5 : vector<2x3xf32>
// CHECK-NEXT: %14 = arith.maxnumf %arg0, %arg1 : f32
// CHECK-NEXT: %15 = arith.maxnumf %arg5, %arg5 : vector<2x3xf32>
// CHECK-NEXT: %16 = arith.minnumf %arg0, %arg1 : f32
// CHECK-NEXT: %17 = arith.minnumf %arg5, %arg5 : vector<2x3xf32>
// CHECK-NEXT: %18 = arith.addf %arg2, %arg2 : f16
// CHECK-NEXT: %19 = arith.mulf %arg3, %arg3 : bf16
// CHECK-NEXT: %20 = arith.divf %arg4, %arg4 : f64
// CHECK-NEXT: %21 = arith.subf %arg6, %arg6 : tensor<?xf64>
// CHECK-NEXT: %22 = arith.negf %arg0 : f32
// CHECK-NEXT: %23 = arith.negf %arg5 : vector<2x3xf32>
// CHECK-NEXT: %24 = arith.negf %arg4 fastmath<nsz> : f64
// CHECK-LABEL: func.func @fastmath(
// CHECK-NEXT: %0 = arith.addf %arg0, %arg1 fastmath<fast> : f32
// CHECK-NEXT: %1 = arith.subf %arg0, %arg1 fastmath<nnan> : f32
// CHECK-NEXT: %2 = arith.mulf %arg0, %arg1 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %3 = arith.divf %arg0, %arg1 fastmath<fast> : f32
// CHECK-NEXT: %4 = arith.remf %arg0, %arg1 : f32
// CHECK-NEXT: %5 = arith.maximumf %arg0, %arg1 fastmath<reassoc,nsz> : f32
// CHECK-NEXT: %6 = arith.minimumf %arg0, %arg1 fastmath<fast> : f32
// CHECK-NEXT: %7 = arith.maxnumf %arg0, %arg1 fastmath<contract,afn> : f32
// CHECK-NEXT: %8 = arith.minnumf %arg0, %arg1 fastmath<arcp> : f32
// CHECK-NEXT: %9 = arith.addf %arg0, %arg1 fastmath<fast> {tag} : f32
// CHECK-NEXT: %10 = arith.negf %arg0 fastmath<nnan,ninf> {tag = 2 : i8} : f32

func.func @float_binary(%arg0: f32, %arg1: f32, %arg2: f16, %arg3: bf16, %arg4: f64, %arg5: vector<2x3xf32>, %arg6: tensor<?xf64>) {
  %0 = arith.addf %arg0, %arg1 : f32
  %1 = arith.addf %arg5, %arg5 : vector<2x3xf32>
  %2 = arith.subf %arg0, %arg1 : f32
  %3 = arith.subf %arg5, %arg5 : vector<2x3xf32>
  %4 = arith.mulf %arg0, %arg1 : f32
  %5 = arith.mulf %arg5, %arg5 : vector<2x3xf32>
  %6 = arith.divf %arg0, %arg1 : f32
  %7 = arith.divf %arg5, %arg5 : vector<2x3xf32>
  %8 = arith.remf %arg0, %arg1 : f32
  %9 = arith.remf %arg5, %arg5 : vector<2x3xf32>
  %10 = arith.maximumf %arg0, %arg1 : f32
  %11 = arith.maximumf %arg5, %arg5 : vector<2x3xf32>
  %12 = arith.minimumf %arg0, %arg1 : f32
  %13 = arith.minimumf %arg5, %arg5 : vector<2x3xf32>
  %14 = arith.maxnumf %arg0, %arg1 : f32
  %15 = arith.maxnumf %arg5, %arg5 : vector<2x3xf32>
  %16 = arith.minnumf %arg0, %arg1 : f32
  %17 = arith.minnumf %arg5, %arg5 : vector<2x3xf32>
  %18 = arith.addf %arg2, %arg2 : f16
  %19 = arith.mulf %arg3, %arg3 : bf16
  %20 = arith.divf %arg4, %arg4 : f64
  %21 = arith.subf %arg6, %arg6 : tensor<?xf64>
  %22 = arith.negf %arg0 : f32
  %23 = arith.negf %arg5 : vector<2x3xf32>
  %24 = arith.negf %arg4 fastmath<nsz> : f64
  return
}
func.func @fastmath(%arg0: f32, %arg1: f32) {
  %0 = arith.addf %arg0, %arg1 fastmath<fast> : f32
  %1 = arith.subf %arg0, %arg1 fastmath<nnan> : f32
  %2 = arith.mulf %arg0, %arg1 fastmath<ninf,nnan> : f32
  %3 = arith.divf %arg0, %arg1 fastmath<afn,contract,arcp,nsz,ninf,nnan,reassoc> : f32
  %4 = arith.remf %arg0, %arg1 fastmath<none> : f32
  %5 = arith.maximumf %arg0, %arg1 fastmath<reassoc,nsz> : f32
  %6 = arith.minimumf %arg0, %arg1 fastmath<fast,nnan> : f32
  %7 = arith.maxnumf %arg0, %arg1 fastmath<contract, afn> : f32
  %8 = arith.minnumf %arg0, %arg1 fastmath<none,arcp> : f32
  %9 = arith.addf %arg0, %arg1 fastmath<fast> {tag} : f32
  %10 = arith.negf %arg0 fastmath<nnan,ninf> {tag = 2 : i8} : f32
  return
}
