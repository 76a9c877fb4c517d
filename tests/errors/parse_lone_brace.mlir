// An empty file holds an empty module, but a lone '{' is not a module.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: parse_lone_brace.mlir:4:1: error: expected operation name in quotes
{
