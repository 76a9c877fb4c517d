// Every integer binary op of arith on i32, index and vectors; overflow
// flags (printed as overflow<nsw, nuw> in MLIR's order, overflow<none>
// elided) and exact on the ops that take them, and attribute dictionaries.
// RUN: %affc --emit=mlir %s | FileCheck %s

// CHECK-LABEL: func.func @int_binary(
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.addi %arg2, %arg3 : index
// CHECK-NEXT: %2 = arith.addi %arg4, %arg5 : vector<4xi64>
// CHECK-NEXT: %3 = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT: %4 = arith.subi %arg2, %arg3 : index
// CHECK-NEXT: %5 = arith.subi %arg4, %arg5 : vector<4xi64>
// CHECK-NEXT: %6 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT: %7 = arith.muli %arg2, %arg3 : index
// CHECK-NEXT: %8 = arith.muli %arg4, %arg5 : vector<4xi64>
// CHECK-NEXT: %9 = arith.divsi %arg0, %arg1 : i32
// CHECK-NEXT: %10 = arith.divsi %arg2, %arg3 : index
// CHECK-NEXT: %11 = arith.divsi %arg4, %arg5 : vector<4xi64>
// CHECK-NEXT: %12 = arith.divui %arg0, %arg1 : i32
// CHECK-NEXT: %13 = arith.divui %arg2, %arg3 : index
// CHECK-NEXT: %14 = arith.divui %arg4, %arg5 : vector<4xi64>
// CHECK-NEXT: %15 = arith.ceildivsi %arg0, %arg1 : i32
// CHECK-NEXT: %16 = arith.ceildivsi %arg2, %arg3 : index
// CHECK-NEXT: %17 = arith.ceildivsi %arg4, %arg5 : vector<4xi64>
// CHECK-NEXT: %18 = arith.ceildivui %arg0, %arg1 : i32
// CHECK-NEXT: %19 = arith.ceildivui %arg2, %arg3 : index
// CHECK-NEXT: %20 = arith.ceildivui %arg4, %arg5 : vector<4xi64>
// CHECK-NEXT: %21 = arith.floordivsi %arg0, %arg1 : i32
// CHECK-NEXT: %22 = arith.floordivsi %arg2, %arg3 : index
// CHECK-NEXT: %23 = arith.floordivsi %arg4, %arg5 : vector<4xi64>
// CHECK-NEXT: %24 = arith.remsi %arg0, %arg1 : i32
// CHECK-NEXT: %25 = arith.remsi %arg2, %arg3 : index
// CHECK-NEXT: %26 = arith.remsi %arg4, %arg5 : vector<4xi64>
// CHECK-NEXT: %27 = arith.remui %arg0, %arg1 : i32
// CHECK-NEXT: %28 = arith.remui %arg2, %arg3 : index
// CHECK-NEXT: %29 = arith.remui %arg4, %arg5 : vector<4xi64>
// CHECK-NEXT: %30 = arith.andi %arg0, %arg1 : i32
// CHECK-NEXT: %31 = arith.andi %arg2, %arg3 : index
// CHECK-NEXT: %32 = arith.andi %arg4, %arg5 : vector<4xi64>
// CHECK-NEXT: %33 = arith.ori %arg0, %arg1 : i32
// CHECK-NEXT: %34 = arith.ori %arg2, %arg3 : index
// CHECK-NEXT: %35 = arith.ori %arg4, %arg5 : vector<4xi64>
// CHECK-NEXT: %36 = arith.xori %arg0, %arg1 : i32
// CHECK-NEXT: %37 = arith.xori %arg2, %arg3 : index
// CHECK-NEXT: %38 = arith.xori %arg4, %arg5 : vector<4xi64>
// CHECK-NEXT: %39 = arith.shli %arg0, %arg1 : i32
// CHECK-NEXT: %40 = arith.shli %arg2, %arg3 : index
// CHECK-NEXT: %41 = arith.shli %arg4, %arg5 : vector<4xi64>
// CHECK-NEXT: %42 = arith.shrsi %arg0, %arg1 : i32
// CHECK-NEXT: %43 = arith.shrsi %arg2, %arg3 : index
// CHECK-NEXT: %44 = arith.shrsi %arg4, %arg5 : vector<4xi64>
// CHECK-NEXT: %45 = arith.shrui %arg0, %arg1 : i32
// CHECK-NEXT: %46 = arith.shrui %arg2, %arg3 : index
// CHECK-NEXT: %47 = arith.shrui %arg4, %arg5 : vector<4xi64>
// CHECK-NEXT: %48 = arith.maxsi %arg0, %arg1 : i32
// CHECK-NEXT: %49 = arith.maxsi %arg2, %arg3 : index
// CHECK-NEXT: %50 = arith.maxsi %arg4, %arg5 : vector<4xi64>
// CHECK-NEXT: %51 = arith.maxui %arg0, %arg1 : i32
// CHECK-NEXT: %52 = arith.maxui %arg2, %arg3 : index
// CHECK-NEXT: %53 = arith.maxui %arg4, %arg5 : vector<4xi64>
// CHECK-NEXT: %54 = arith.minsi %arg0, %arg1 : i32
// CHECK-NEXT: %55 = arith.minsi %arg2, %arg3 : index
// CHECK-NEXT: %56 = arith.minsi %arg4, %arg5 : vector<4xi64>
// CHECK-NEXT: %57 = arith.minui %arg0, %arg1 : i32
// CHECK-NEXT: %58 = arith.minui %arg2, %arg3 : index
// CHECK-NEXT: %59 = arith.minui %arg4, %arg5 : vector<4xi64>
// CHECK-LABEL: func.func @flags(
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 overflow<nsw> : i64
// CHECK-NEXT: %1 = arith.subi %arg0, %arg1 overflow<nuw> : i64
// CHECK-NEXT: %2 = arith.muli %arg0, %arg1 overflow<nsw, nuw> : i64
// CHECK-NEXT: %3 = arith.shli %arg0, %arg1 overflow<nsw, nuw> : i64
// CHECK-NEXT: %4 = arith.addi %arg0, %arg1 : i64
// CHECK-NEXT: %5 = arith.divsi %arg0, %arg1 exact : i64
// CHECK-NEXT: %6 = arith.divui %arg0, %arg1 exact : i64
// CHECK-NEXT: %7 = arith.shrsi %arg0, %arg1 exact : i64
// CHECK-NEXT: %8 = arith.shrui %arg0, %arg1 exact : i64
// CHECK-NEXT: %9 = arith.addi %arg0, %arg1 overflow<nsw> {tag = "x"} : i64
// CHECK-NEXT: %10 = arith.andi %arg0, %arg1 {flag, tag = 1 : i32} : i64
// CHECK-NEXT: %11 = arith.divsi %arg0, %arg1 exact {tag} : i64
// CHECK-NEXT: %12 = arith.xori %arg2, %arg2 : tensor<2x?xi8>
// CHECK-NEXT: %13 = arith.muli %arg2, %arg2 overflow<nsw> : tensor<2x?xi8>
// CHECK-LABEL: func.func @widths(
// CHECK-NEXT: %0 = arith.andi %arg0, %arg0 : i1
// CHECK-NEXT: %1 = arith.addi %arg1, %arg1 : i8
// CHECK-NEXT: %2 = arith.remsi %arg2, %arg2 : i16
// CHECK-NEXT: %3 = arith.maxui %arg3, %arg3 : i128
// CHECK-NEXT: %4 = arith.addi %arg4, %arg4 : vector<[4]xi32>
// CHECK-NEXT: %5 = arith.subi %arg5, %arg5 : vector<i32>

func.func @int_binary(%arg0: i32, %arg1: i32, %arg2: index, %arg3: index, %arg4: vector<4xi64>, %arg5: vector<4xi64>) {
  %0 = arith.addi %arg0, %arg1 : i32
  %1 = arith.addi %arg2, %arg3 : index
  %2 = arith.addi %arg4, %arg5 : vector<4xi64>
  %3 = arith.subi %arg0, %arg1 : i32
  %4 = arith.subi %arg2, %arg3 : index
  %5 = arith.subi %arg4, %arg5 : vector<4xi64>
  %6 = arith.muli %arg0, %arg1 : i32
  %7 = arith.muli %arg2, %arg3 : index
  %8 = arith.muli %arg4, %arg5 : vector<4xi64>
  %9 = arith.divsi %arg0, %arg1 : i32
  %10 = arith.divsi %arg2, %arg3 : index
  %11 = arith.divsi %arg4, %arg5 : vector<4xi64>
  %12 = arith.divui %arg0, %arg1 : i32
  %13 = arith.divui %arg2, %arg3 : index
  %14 = arith.divui %arg4, %arg5 : vector<4xi64>
  %15 = arith.ceildivsi %arg0, %arg1 : i32
  %16 = arith.ceildivsi %arg2, %arg3 : index
  %17 = arith.ceildivsi %arg4, %arg5 : vector<4xi64>
  %18 = arith.ceildivui %arg0, %arg1 : i32
  %19 = arith.ceildivui %arg2, %arg3 : index
  %20 = arith.ceildivui %arg4, %arg5 : vector<4xi64>
  %21 = arith.floordivsi %arg0, %arg1 : i32
  %22 = arith.floordivsi %arg2, %arg3 : index
  %23 = arith.floordivsi %arg4, %arg5 : vector<4xi64>
  %24 = arith.remsi %arg0, %arg1 : i32
  %25 = arith.remsi %arg2, %arg3 : index
  %26 = arith.remsi %arg4, %arg5 : vector<4xi64>
  %27 = arith.remui %arg0, %arg1 : i32
  %28 = arith.remui %arg2, %arg3 : index
  %29 = arith.remui %arg4, %arg5 : vector<4xi64>
  %30 = arith.andi %arg0, %arg1 : i32
  %31 = arith.andi %arg2, %arg3 : index
  %32 = arith.andi %arg4, %arg5 : vector<4xi64>
  %33 = arith.ori %arg0, %arg1 : i32
  %34 = arith.ori %arg2, %arg3 : index
  %35 = arith.ori %arg4, %arg5 : vector<4xi64>
  %36 = arith.xori %arg0, %arg1 : i32
  %37 = arith.xori %arg2, %arg3 : index
  %38 = arith.xori %arg4, %arg5 : vector<4xi64>
  %39 = arith.shli %arg0, %arg1 : i32
  %40 = arith.shli %arg2, %arg3 : index
  %41 = arith.shli %arg4, %arg5 : vector<4xi64>
  %42 = arith.shrsi %arg0, %arg1 : i32
  %43 = arith.shrsi %arg2, %arg3 : index
  %44 = arith.shrsi %arg4, %arg5 : vector<4xi64>
  %45 = arith.shrui %arg0, %arg1 : i32
  %46 = arith.shrui %arg2, %arg3 : index
  %47 = arith.shrui %arg4, %arg5 : vector<4xi64>
  %48 = arith.maxsi %arg0, %arg1 : i32
  %49 = arith.maxsi %arg2, %arg3 : index
  %50 = arith.maxsi %arg4, %arg5 : vector<4xi64>
  %51 = arith.maxui %arg0, %arg1 : i32
  %52 = arith.maxui %arg2, %arg3 : index
  %53 = arith.maxui %arg4, %arg5 : vector<4xi64>
  %54 = arith.minsi %arg0, %arg1 : i32
  %55 = arith.minsi %arg2, %arg3 : index
  %56 = arith.minsi %arg4, %arg5 : vector<4xi64>
  %57 = arith.minui %arg0, %arg1 : i32
  %58 = arith.minui %arg2, %arg3 : index
  %59 = arith.minui %arg4, %arg5 : vector<4xi64>
  return
}
func.func @flags(%arg0: i64, %arg1: i64, %arg2: tensor<2x?xi8>) {
  %0 = arith.addi %arg0, %arg1 overflow<nsw> : i64
  %1 = arith.subi %arg0, %arg1 overflow<nuw> : i64
  %2 = arith.muli %arg0, %arg1 overflow<nuw, nsw> : i64
  %3 = arith.shli %arg0, %arg1 overflow<nsw,nuw> : i64
  %4 = arith.addi %arg0, %arg1 overflow<none> : i64
  %5 = arith.divsi %arg0, %arg1 exact : i64
  %6 = arith.divui %arg0, %arg1 exact : i64
  %7 = arith.shrsi %arg0, %arg1 exact : i64
  %8 = arith.shrui %arg0, %arg1 exact : i64
  %9 = arith.addi %arg0, %arg1 overflow<nsw> {tag = "x"} : i64
  %10 = arith.andi %arg0, %arg1 {tag = 1 : i32, flag} : i64
  %11 = arith.divsi %arg0, %arg1 exact {tag} : i64
  %12 = arith.xori %arg2, %arg2 : tensor<2x?xi8>
  %13 = arith.muli %arg2, %arg2 overflow<nsw> : tensor<2x?xi8>
  return
}
func.func @widths(%arg0: i1, %arg1: i8, %arg2: i16, %arg3: i128, %arg4: vector<[4]xi32>, %arg5: vector<i32>) {
  %0 = arith.andi %arg0, %arg0 : i1
  %1 = arith.addi %arg1, %arg1 : i8
  %2 = arith.remsi %arg2, %arg2 : i16
  %3 = arith.maxui %arg3, %arg3 : i128
  %4 = arith.addi %arg4, %arg4 : vector<[4]xi32>
  %5 = arith.subi %arg5, %arg5 : vector<i32>
  return
}
