// Attributes of every kind print as mlir-opt prints them: integer values
// normalized to their type, i64/f64 types elided only inside arrays, unit
// entries by name only, strings with MLIR's escapes.
// RUN: %affc --emit=mlir %s | FileCheck %s

// CHECK: module {
module {
// CHECK: module @ints attributes {
// CHECK-SAME: p.bool_f = false, p.bool_t = true,
// CHECK-SAME: p.i1 = true,
// CHECK-SAME: p.i128 = 170141183460469231731687303715884105727 : i128,
// CHECK-SAME: p.i128n = -1 : i128,
// CHECK-SAME: p.i32 = 3 : i32, p.i32wrap = -1 : i32,
// CHECK-SAME: p.i64 = 42 : i64,
// CHECK-SAME: p.i8 = -1 : i8,
// CHECK-SAME: p.index = -7 : index,
// CHECK-SAME: p.si16 = -5 : si16,
// CHECK-SAME: p.ui8 = 255 : ui8,
// CHECK-SAME: p.unit,
// CHECK-SAME: p.unit2}
  module @ints attributes {p.i64 = 42, p.i32 = 3 : i32, p.i8 = 255 : i8,
                           p.ui8 = 255 : ui8, p.si16 = -5 : si16, p.i1 = 1 : i1,
                           p.index = -7 : index, p.i32wrap = 4294967295 : i32,
                           p.i128 = 170141183460469231731687303715884105727 : i128,
                           p.i128n = -1 : i128, p.bool_t = true, p.bool_f = false,
                           p.unit, p.unit2 = unit} {
  }

// CHECK: module @strings attributes {
// CHECK-SAME: p.empty = "",
// CHECK-SAME: p.escapes = "a\22b\0A\\c\09\C3\BC",
// CHECK-SAME: p.plain = "hello world",
// CHECK-SAME: p.typed = "x" : i32}
  module @strings attributes {p.plain = "hello world", p.escapes = "a\"b\n\\c\tü",
                              p.empty = "", p.typed = "x" : i32} {
  }

// CHECK: module @containers attributes {
// CHECK-SAME: p.array = [1, 2 : i32, 3 : index, 1.500000e+00, 2.500000e+00 : f32, true, "s", unit, [], [i32, f64]],
// CHECK-SAME: p.dict = {a, b = 1 : i64, "c-d" = [1], e = {}},
// CHECK-SAME: p.empty_array = [],
// CHECK-SAME: p.empty_dict = {},
// CHECK-SAME: "p.needs-quotes" = 1 : i64,
// CHECK-SAME: p.nested = @root::@inner::@leaf,
// CHECK-SAME: p.quoted_sym = @"foo bar",
// CHECK-SAME: p.sym = @f,
// CHECK-SAME: p.type = i32,
// CHECK-SAME: p.type_fn = (i32, f32) -> memref<4xf32>}
  module @containers attributes {p.array = [1, 2 : i32, 3 : index, 1.5, 2.5 : f32, true,
                                            "s", unit, [], [i32, f64]],
                                 p.dict = {b = 1, a, "c-d" = [1], e = {}},
                                 p.empty_array = [], p.empty_dict = {},
                                 p.sym = @f, p.nested = @root::@inner::@leaf,
                                 p.quoted_sym = @"foo bar", p.type = i32,
                                 p.type_fn = (i32, f32) -> memref<4xf32>,
                                 "p.needs-quotes" = 1} {
  }

// CHECK: module @dense attributes {
// CHECK-SAME: p.arr_empty = array<i32>,
// CHECK-SAME: p.arr_f32 = array<f32: 1.000000e+00, 2.500000e+00>,
// CHECK-SAME: p.arr_i1 = array<i1: true, false>,
// CHECK-SAME: p.arr_i32 = array<i32: 1, 2>,
// CHECK-SAME: p.arr_i64 = array<i64: -1, 9223372036854775807>,
// CHECK-SAME: p.dense_2d = dense<{{\[\[}}1, 2], [3, 4]]> : tensor<2x2xi32>,
// CHECK-SAME: p.dense_bool = dense<[true, false]> : vector<2xi1>,
// CHECK-SAME: p.dense_empty = dense<> : tensor<0xi32>,
// CHECK-SAME: p.dense_empty2 = dense<> : tensor<1x0xi32>,
// CHECK-SAME: p.dense_f = dense<[1.000000e+00, -2.500000e-01]> : vector<2xf32>,
// CHECK-SAME: p.dense_index = dense<[1, 2]> : vector<2xindex>,
// CHECK-SAME: p.dense_scalar = dense<7> : tensor<i8>,
// CHECK-SAME: p.dense_splat = dense<1.000000e+00> : tensor<4xf32>,
// CHECK-SAME: p.dense_splat_bool = dense<true> : tensor<3xi1>,
// CHECK-SAME: p.strided = strided<[?, 1], offset: ?>,
// CHECK-SAME: p.strided0 = strided<[4, 1]>}
  module @dense attributes {p.dense_splat = dense<1.0> : tensor<4xf32>,
                            p.dense_2d = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>,
                            p.dense_f = dense<[1.0, -0.25]> : vector<2xf32>,
                            p.dense_bool = dense<[true, false]> : vector<2xi1>,
                            p.dense_splat_bool = dense<true> : tensor<3xi1>,
                            p.dense_index = dense<[1, 2]> : vector<2xindex>,
                            p.dense_scalar = dense<7> : tensor<i8>,
                            p.dense_empty = dense<> : tensor<0xi32>,
                            p.dense_empty2 = dense<[[]]> : tensor<1x0xi32>,
                            p.arr_i32 = array<i32: 1, 2>, p.arr_empty = array<i32>,
                            p.arr_i64 = array<i64: -1, 9223372036854775807>,
                            p.arr_f32 = array<f32: 1.0, 2.5>,
                            p.arr_i1 = array<i1: true, false>,
                            p.strided = strided<[?, 1], offset: ?>,
                            p.strided0 = strided<[4, 1], offset: 0>} {
  }

}
