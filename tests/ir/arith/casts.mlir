// Every cast op of arith: integer and float extensions and truncations
// (with overflow flags, rounding modes and fastmath), int/float
// conversions, index casts (also of memrefs) and bitcasts, on scalars,
// vectors and tensors.
// RUN: %affc --emit=mlir %s | FileCheck %s

// CHECK-LABEL: func.func @int_casts(
// CHECK-NEXT: %0 = arith.extsi %arg0 : i32 to i64
// CHECK-NEXT: %1 = arith.extui %arg0 : i32 to i33
// CHECK-NEXT: %2 = arith.trunci %arg0 : i32 to i1
// CHECK-NEXT: %3 = arith.trunci %arg0 overflow<nsw> : i32 to i8
// CHECK-NEXT: %4 = arith.trunci %arg0 overflow<nsw, nuw> : i32 to i16
// CHECK-NEXT: %5 = arith.extsi %arg1 : vector<4xi16> to vector<4xi32>
// CHECK-NEXT: %6 = arith.extui %arg2 : tensor<?xi8> to tensor<?xi64>
// CHECK-NEXT: %7 = arith.trunci %arg1 : vector<4xi16> to vector<4xi8>
// CHECK-LABEL: func.func @float_casts(
// CHECK-NEXT: %0 = arith.extf %arg0 : f16 to f32
// CHECK-NEXT: %1 = arith.extf %arg1 fastmath<fast> : f32 to f64
// CHECK-NEXT: %2 = arith.extf %arg3 fastmath<none> : bf16 to f64
// CHECK-NEXT: %3 = arith.truncf %arg2 : f64 to f32
// CHECK-NEXT: %4 = arith.truncf %arg1 to_nearest_even : f32 to f16
// CHECK-NEXT: %5 = arith.truncf %arg1 downward : f32 to bf16
// CHECK-NEXT: %6 = arith.truncf %arg2 upward fastmath<nnan> : f64 to f16
// CHECK-NEXT: %7 = arith.truncf %arg2 toward_zero : f64 to f32
// CHECK-NEXT: %8 = arith.truncf %arg1 to_nearest_away fastmath<none> : f32 to f16
// CHECK-NEXT: %9 = arith.truncf %arg4 fastmath<afn> : vector<2xf32> to vector<2xf16>
// CHECK-NEXT: %10 = arith.extf %arg4 : vector<2xf32> to vector<2xf64>
// CHECK-NEXT: %11 = arith.extf %arg0 : f16 to f80
// CHECK-NEXT: %12 = arith.truncf %arg1 {tag} : f32 to f16
// CHECK-LABEL: func.func @int_float(
// CHECK-NEXT: %0 = arith.sitofp %arg0 : i32 to f32
// CHECK-NEXT: %1 = arith.uitofp %arg0 : i32 to f64
// CHECK-NEXT: %2 = arith.fptosi %arg1 : f32 to i64
// CHECK-NEXT: %3 = arith.fptoui %arg1 : f32 to i8
// CHECK-NEXT: %4 = arith.sitofp %arg2 : vector<[8]xi64> to vector<[8]xf64>
// CHECK-NEXT: %5 = arith.fptoui %arg3 : vector<[8]xf64> to vector<[8]xi64>
// CHECK-LABEL: func.func @index_casts(
// CHECK-NEXT: %0 = arith.index_cast %arg0 : i32 to index
// CHECK-NEXT: %1 = arith.index_cast %arg1 : index to i64
// CHECK-NEXT: %2 = arith.index_castui %arg0 : i32 to index
// CHECK-NEXT: %3 = arith.index_castui %arg1 : index to i8
// CHECK-NEXT: %4 = arith.index_cast %arg2 : vector<2xindex> to vector<2xi32>
// CHECK-NEXT: %5 = arith.index_cast %arg3 : memref<4xi32> to memref<4xindex>
// CHECK-NEXT: %6 = arith.index_castui %arg4 : memref<?xindex> to memref<?xi16>
// CHECK-LABEL: func.func @bitcasts(
// CHECK-NEXT: %0 = arith.bitcast %arg0 : i32 to f32
// CHECK-NEXT: %1 = arith.bitcast %arg1 : f32 to i32
// CHECK-NEXT: %2 = arith.bitcast %arg2 : f16 to bf16
// CHECK-NEXT: %3 = arith.bitcast %arg0 : i32 to i32
// CHECK-NEXT: %4 = arith.bitcast %arg3 : vector<4xi64> to vector<4xf64>
// CHECK-NEXT: %5 = arith.bitcast %arg4 : memref<8xf32> to memref<8xi32>

func.func @int_casts(%arg0: i32, %arg1: vector<4xi16>, %arg2: tensor<?xi8>) {
  %0 = arith.extsi %arg0 : i32 to i64
  %1 = arith.extui %arg0 : i32 to i33
  %2 = arith.trunci %arg0 : i32 to i1
  %3 = arith.trunci %arg0 overflow<nsw> : i32 to i8
  %4 = arith.trunci %arg0 overflow<nuw, nsw> : i32 to i16
  %5 = arith.extsi %arg1 : vector<4xi16> to vector<4xi32>
  %6 = arith.extui %arg2 : tensor<?xi8> to tensor<?xi64>
  %7 = arith.trunci %arg1 overflow<none> : vector<4xi16> to vector<4xi8>
  return
}
func.func @float_casts(%arg0: f16, %arg1: f32, %arg2: f64, %arg3: bf16, %arg4: vector<2xf32>) {
  %0 = arith.extf %arg0 : f16 to f32
  %1 = arith.extf %arg1 fastmath<fast> : f32 to f64
  %2 = arith.extf %arg3 fastmath<none> : bf16 to f64
  %3 = arith.truncf %arg2 : f64 to f32
  %4 = arith.truncf %arg1 to_nearest_even : f32 to f16
  %5 = arith.truncf %arg1 downward : f32 to bf16
  %6 = arith.truncf %arg2 upward fastmath<nnan> : f64 to f16
  %7 = arith.truncf %arg2 toward_zero : f64 to f32
  %8 = arith.truncf %arg1 to_nearest_away fastmath<none> : f32 to f16
  %9 = arith.truncf %arg4 fastmath<afn> : vector<2xf32> to vector<2xf16>
  %10 = arith.extf %arg4 : vector<2xf32> to vector<2xf64>
  %11 = arith.extf %arg0 : f16 to f80
  %12 = arith.truncf %arg1 {tag} : f32 to f16
  return
}
func.func @int_float(%arg0: i32, %arg1: f32, %arg2: vector<[8]xi64>, %arg3: vector<[8]xf64>) {
  %0 = arith.sitofp %arg0 : i32 to f32
  %1 = arith.uitofp %arg0 : i32 to f64
  %2 = arith.fptosi %arg1 : f32 to i64
  %3 = arith.fptoui %arg1 : f32 to i8
  %4 = arith.sitofp %arg2 : vector<[8]xi64> to vector<[8]xf64>
  %5 = arith.fptoui %arg3 : vector<[8]xf64> to vector<[8]xi64>
  return
}
func.func @index_casts(%arg0: i32, %arg1: index, %arg2: vector<2xindex>, %arg3: memref<4xi32>, %arg4: memref<?xindex>) {
  %0 = arith.index_cast %arg0 : i32 to index
  %1 = arith.index_cast %arg1 : index to i64
  %2 = arith.index_castui %arg0 : i32 to index
  %3 = arith.index_castui %arg1 : index to i8
  %4 = arith.index_cast %arg2 : vector<2xindex> to vector<2xi32>
  %5 = arith.index_cast %arg3 : memref<4xi32> to memref<4xindex>
  %6 = arith.index_castui %arg4 : memref<?xindex> to memref<?xi16>
  return
}
func.func @bitcasts(%arg0: i32, %arg1: f32, %arg2: f16, %arg3: vector<4xi64>, %arg4: memref<8xf32>) {
  %0 = arith.bitcast %arg0 : i32 to f32
  %1 = arith.bitcast %arg1 : f32 to i32
  %2 = arith.bitcast %arg2 : f16 to bf16
  %3 = arith.bitcast %arg0 : i32 to i32
  %4 = arith.bitcast %arg3 : vector<4xi64> to vector<4xf64>
  %5 = arith.bitcast %arg4 : memref<8xf32> to memref<8xi32>
  return
}
