// A top level that holds an integer instead of an operation.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: parse_stray_toplevel.mlir:4:1: error: expected operation name in quotes
42
