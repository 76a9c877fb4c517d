// i1 hex data is packed eight elements to a byte: two bytes for 9 elements.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: parse_dense_hex_i1_size.mlir:4:54: error: elements hex data size is invalid for provided type: 'tensor<9xi1>' (1 bytes)
memref.global "private" constant @g : memref<9xi1> = dense<"0x05">
