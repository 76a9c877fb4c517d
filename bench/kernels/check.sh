#!/usr/bin/env bash
#
# check.sh - checks that each benchmark kernel's MLIR computes what its
# hand-written C computes, bit for bit, with mlir-runner as the judge.
#
# Usage: bench/kernels/check.sh [kernel...]        (default: every kernel)
# Environment: CC (default gcc), CHECK_CFLAGS (default -O2
#   -ffp-contract=off: MLIR's lowering fuses no multiply-add, so neither
#   may the C), MLIR_BIN (default /usr/lib/llvm-22/bin), BENCH_DIR
#   (default build/bench/kernels-check), AFFC (default build/affc).
#
# For each kernel it appends a generated @main to the kernel's MLIR: the
# main allocates every argument, fills argument a's element e with
# ((e * 7919 + a * 104729) mod 65521) / 65521.0 (bench_init_value in
# bench.h), calls the kernel, and prints a hash of each argument's bits
# (bench_hash in bench.h). It runs that through
#   mlir-opt --expand-strided-metadata --lower-affine --convert-scf-to-cf
#            --convert-to-llvm --reconcile-unrealized-casts |
#   mlir-runner --O2 -e main --entry-point-result=void --shared-libs=...
# (--expand-strided-metadata for the main's memref.collapse_shape)
# then builds checksum.c with the hand-written C and compares the two
# outputs. When `affc --emit=c` works on the kernel, affc's C is checked
# against mlir-runner the same way. Exit status 0 when all agree.

set -euo pipefail

kernels_dir=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$kernels_dir/../.." && pwd)
# shellcheck source=bench/kernels/lib.sh
source "$kernels_dir/lib.sh"
cc=${CC:-gcc}
cflags=${CHECK_CFLAGS:--O2 -ffp-contract=off}
mlir_bin=${MLIR_BIN:-/usr/lib/llvm-22/bin}
# Debian's mlir-22-tools ships only the versioned runner libraries (.so.22.1).
runner_libs=
for lib in libmlir_runner_utils libmlir_c_runner_utils; do
  so=$(find "$mlir_bin/../lib/" -maxdepth 1 -name "$lib.so*" | sort | head -n 1)
  [ -n "$so" ] || { echo "check.sh: $lib.so not found next to $mlir_bin" >&2; exit 1; }
  runner_libs+=${runner_libs:+,}$so
done
work=${BENCH_DIR:-$root/build/bench/kernels-check}
affc=${AFFC:-$root/build/affc}
mkdir -p "$work"

# gen_main FILE SYMBOL: the @main described above, for FILE's kernel.
gen_main() {
  local shapes a=0 s n reassoc args="" types=""
  shapes=$(bench_shapes "$1")
  echo 'func.func private @printI64(i64)'
  echo 'func.func private @printNewline()'
  echo 'func.func @main() {'
  echo '  %c0 = arith.constant 0 : i64'
  echo '  %prime = arith.constant 1099511628211 : i64'
  echo '  %den = arith.constant 65521.0 : f64'
  for s in $shapes; do
    n=$((${s//x/*}))
    reassoc=$(seq -s ', ' 0 $(($(tr -cd x <<< "$s" | wc -c))))
    echo "  %m$a = memref.alloc() : memref<${s}xf64>"
    echo "  %f$a = memref.collapse_shape %m$a [[$reassoc]] : memref<${s}xf64> into memref<${n}xf64>"
    echo "  affine.for %e = 0 to $n {"
    echo "    %h = affine.apply affine_map<(d0) -> ((d0 * 7919 + $((a * 104729))) mod 65521)>(%e)"
    echo "    %hi = arith.index_cast %h : index to i64"
    echo "    %hf = arith.sitofp %hi : i64 to f64"
    echo "    %v = arith.divf %hf, %den : f64"
    echo "    affine.store %v, %f${a}[%e] : memref<${n}xf64>"
    echo "  }"
    args+="${args:+, }%m$a" types+="${types:+, }memref<${s}xf64>"
    a=$((a + 1))
  done
  echo "  call @$2($args) : ($types) -> ()"
  a=0
  for s in $shapes; do
    n=$((${s//x/*}))
    echo "  %hash$a = affine.for %e = 0 to $n iter_args(%acc = %c0) -> (i64) {"
    echo "    %v = affine.load %f${a}[%e] : memref<${n}xf64>"
    echo "    %bits = arith.bitcast %v : f64 to i64"
    echo "    %x = arith.xori %acc, %bits : i64"
    echo "    %h = arith.muli %x, %prime : i64"
    echo "    affine.yield %h : i64"
    echo "  }"
    echo "  call @printI64(%hash$a) : (i64) -> ()"
    echo "  call @printNewline() : () -> ()"
    echo "  memref.dealloc %m$a : memref<${s}xf64>"
    a=$((a + 1))
  done
  echo '  return'
  echo '}'
}

# run_mlir NAME: mlir-runner's checksums of kernel NAME, in $work/NAME.mlir.out.
run_mlir() {
  local src=$kernels_dir/$1.mlir out=$work/$1
  { cat "$src"; gen_main "$src" "$(bench_symbol "$1")"; } > "$out.main.mlir"
  "$mlir_bin/mlir-opt" "$out.main.mlir" --expand-strided-metadata \
      --lower-affine --convert-scf-to-cf --convert-to-llvm \
      --reconcile-unrealized-casts |
    "$mlir_bin/mlir-runner" --O2 -e main --entry-point-result=void \
      --shared-libs="$runner_libs" > "$out.mlir.out"
}

# run_c NAME VERSION SOURCE: checksum.c's checksums of kernel NAME with
# SOURCE as its C, in $work/NAME.VERSION.out.
run_c() {
  local dir=$work/$1.$2
  mkdir -p "$dir"
  bench_table_lines "$1" "$(bench_symbol "$1")" "" > "$dir/kernel_table.h"
  # shellcheck disable=SC2086
  $cc $cflags -I"$dir" -I"$kernels_dir" -o "$dir/checksum" \
    "$kernels_dir/checksum.c" "$3"
  "$dir/checksum" > "$work/$1.$2.out"
}

# compare NAME VERSION: reports whether VERSION's checksums are mlir-runner's.
compare() {
  if cmp -s "$work/$1.mlir.out" "$work/$1.$2.out"; then
    printf '%-12s %-5s matches mlir-runner\n' "$1" "$2"
    return 0
  fi
  printf '%-12s %-5s DIFFERS from mlir-runner:\n' "$1" "$2"
  diff "$work/$1.mlir.out" "$work/$1.$2.out" || true
  return 1
}

status=0
names=("$@")
[ $# -gt 0 ] || names=("${bench_all_kernels[@]}")
for name in "${names[@]}"; do
  run_mlir "$name"
  run_c "$name" hand "$kernels_dir/$name.c"
  compare "$name" hand || status=1
  if "$affc" --emit=c "$kernels_dir/$name.mlir" -o "$work/$name.affc.c" 2> /dev/null; then
    run_c "$name" affc "$work/$name.affc.c"
    compare "$name" affc || status=1
  else
    printf '%-12s %-5s skipped: affc --emit=c fails on it\n' "$name" affc
  fi
done
exit $status
