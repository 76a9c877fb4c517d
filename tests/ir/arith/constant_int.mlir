// arith.constant on integers: i1 as true/false (also when written 1 or
// -1), every width, negative values, values written in hex, the unsigned
// spelling of a negative value (255 : i8 is -1), the i64 and i128 limits,
// index, and an untyped literal (i64). MLIR prints the signed value.
// RUN: %affc --emit=mlir %s | FileCheck %s

// CHECK-LABEL: func.func @ints(
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true_0 = arith.constant true
// CHECK-NEXT: %false_1 = arith.constant false
// CHECK-NEXT: %true_2 = arith.constant true
// CHECK-NEXT: %c42_i32 = arith.constant 42 : i32
// CHECK-NEXT: %c-42_i32 = arith.constant -42 : i32
// CHECK-NEXT: %c127_i8 = arith.constant 127 : i8
// CHECK-NEXT: %c-128_i8 = arith.constant -128 : i8
// CHECK-NEXT: %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT: %c-1_i8_3 = arith.constant -1 : i8
// CHECK-NEXT: %c32767_i16 = arith.constant 32767 : i16
// CHECK-NEXT: %c-1_i16 = arith.constant -1 : i16
// CHECK-NEXT: %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
// CHECK-NEXT: %c-9223372036854775808_i64 = arith.constant -9223372036854775808 : i64
// CHECK-NEXT: %c-1_i64 = arith.constant -1 : i64
// CHECK-NEXT: %c-1_i64_4 = arith.constant -1 : i64
// CHECK-NEXT: %c170141183460469231731687303715884105727_i128 = arith.constant 170141183460469231731687303715884105727 : i128
// CHECK-NEXT: %c18446744073709551616_i128 = arith.constant 18446744073709551616 : i128
// CHECK-NEXT: %c-5_i128 = arith.constant -5 : i128
// CHECK-NEXT: %c-3_i3 = arith.constant -3 : i3
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %c9223372036854775807 = arith.constant 9223372036854775807 : index
// CHECK-NEXT: %c7_i64 = arith.constant 7 : i64
// CHECK-NEXT: %c1_i33 = arith.constant 1 : i33
// CHECK-NEXT: %c3_i32 = arith.constant {tag} 3 : i32

func.func @ints() {
  %true = arith.constant true
  %false = arith.constant false
  %true_0 = arith.constant 1 : i1
  %false_1 = arith.constant 0 : i1
  %true_2 = arith.constant -1 : i1
  %c42_i32 = arith.constant 42 : i32
  %c-42_i32 = arith.constant -42 : i32
  %c127_i8 = arith.constant 127 : i8
  %c-128_i8 = arith.constant -128 : i8
  %c-1_i8 = arith.constant 255 : i8
  %c-1_i8_3 = arith.constant 0xFF : i8
  %c32767_i16 = arith.constant 0x7fff : i16
  %c-1_i16 = arith.constant 65535 : i16
  %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
  %c-9223372036854775808_i64 = arith.constant -9223372036854775808 : i64
  %c-1_i64 = arith.constant 18446744073709551615 : i64
  %c-1_i64_4 = arith.constant 0xFFFFFFFFFFFFFFFF : i64
  %c170141183460469231731687303715884105727_i128 = arith.constant 170141183460469231731687303715884105727 : i128
  %c18446744073709551616_i128 = arith.constant 18446744073709551616 : i128
  %c-5_i128 = arith.constant -5 : i128
  %c-3_i3 = arith.constant 5 : i3
  %c0 = arith.constant 0 : index
  %c-1 = arith.constant -1 : index
  %c9223372036854775807 = arith.constant 9223372036854775807 : index
  %c7_i64 = arith.constant 7
  %c1_i33 = arith.constant 1 : i33
  %c3_i32 = arith.constant {tag} 3 : i32
  return
}
