# shellcheck shell=bash
# lib.sh - helpers that bench/kernels.sh and bench/kernels/check.sh share.
# Sourced, not run. Each kernel NAME is bench/kernels/NAME.mlir (one public
# function @kernel_NAME, '-' written '_', whose arguments are all f64
# memrefs of static shape) and bench/kernels/NAME.c (the same function by
# hand, one double * per memref).

# Every kernel, in the order the issue lists them.
# shellcheck disable=SC2034  # used by the scripts that source this file
bench_all_kernels=(gemm 2mm atax bicg mvt syrk jacobi-2d heat-3d fdtd-2d
                   seidel-2d conv2d covariance)

# bench_symbol NAME: the kernel's function name.
bench_symbol() {
  echo "kernel_${1//-/_}"
}

# bench_shapes FILE: one line per argument of FILE's kernel function, its
# shape (1000x1100). Fails unless every argument is a static f64 memref.
bench_shapes() {
  local sig args shapes
  sig=$(tr '\n' ' ' < "$1" | grep -o 'func\.func @[A-Za-z0-9_]*([^)]*)' | head -n 1)
  args=$(grep -o '%[A-Za-z0-9_]*:' <<< "$sig" | wc -l)
  shapes=$(grep -o 'memref<[0-9x]*xf64>' <<< "$sig" | sed 's/^memref<//; s/xf64>$//')
  if [ -z "$sig" ] || [ "$args" -ne "$(grep -c . <<< "$shapes")" ]; then
    echo "$1: the kernel must take only static f64 memrefs" >&2
    return 1
  fi
  echo "$shapes"
}

# bench_table_line NAME FILE: the kernel table line (bench/kernels/bench.h)
# of kernel NAME, whose MLIR is FILE.
bench_table_line() {
  local shapes sizes
  shapes=$(bench_shapes "$2") || return 1
  sizes=$(for s in $shapes; do echo -n ", $((${s//x/*}))"; done)
  echo "BENCH_KERNEL(\"$1\", $(bench_symbol "$1"), $(grep -c . <<< "$shapes")$sizes)"
}
