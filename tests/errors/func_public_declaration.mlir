// A function without body must not be public.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'func.func' op symbol declaration cannot have public visibility
func.func @ext(i64)
