// The command line: --help and --version exit 0, bad usage exits 2.
// RUN: %affc --help | FileCheck %s --check-prefix=HELP
// RUN: %affc --version | FileCheck %s --check-prefix=VERSION
// RUN: %affc --emit=nonsense %s 2>&1; test $? -eq 2
// RUN: %affc 2>&1; test $? -eq 2
// RUN: %affc --no-such-flag %s 2>&1; test $? -eq 2
// RUN: %affc %s %s 2>&1; test $? -eq 2
// RUN: %affc --emit=mlir - < %s | FileCheck %s --check-prefix=STDIN
// HELP: usage: affc [options] <file.mlir | -> [-o <out>]
// VERSION: affc {{[0-9]+\.[0-9]+\.[0-9]+}} (MLIR 22 syntax and semantics)
// STDIN: func.func @g
func.func @g() {
  return
}
