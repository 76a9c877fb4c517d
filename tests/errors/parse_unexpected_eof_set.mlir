// A file that ends inside an integer set.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: parse_unexpected_eof_set.mlir:4:34: error: unexpected end of file
#set = affine_set<(d0) : (d0 >= 0
