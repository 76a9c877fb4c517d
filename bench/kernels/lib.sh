# shellcheck shell=bash
# shellcheck disable=SC2154  # the variables the sourcing scripts set (below)
# lib.sh - what bench/kernels.sh, bench/parallel.sh and
# bench/kernels/check.sh share. Sourced, not run. Each kernel NAME is
# bench/kernels/NAME.mlir (one public function @kernel_NAME, '-' written
# '_', whose arguments are all f64 memrefs of static shape) and
# bench/kernels/NAME.c (the same function by hand, one double * per
# memref, with `#pragma omp` where a competent programmer puts them:
# compiled without -fopenmp it is the serial baseline).
#
# A version of a kernel is named SOURCE[-COMPILER][-omp]:
#   SOURCE    affc (affc --emit=c of NAME.mlir), hand (NAME.c) or mlir
#             (NAME.mlir through mlir-opt and mlir-translate to LLVM IR,
#             compiled by $CLANG: see bench_mlir_to_llvm); on the kernel
#             written with affine.for loops only (plain/NAME.mlir), affc1
#             (affc -O1 --parallel-reductions), affc2 (affc -O2
#             --parallel-reductions: loop fusion too), affc3 (affc -O3
#             --parallel-reductions: the polyhedral scheduler), mlirpar (MLIR's
#             lowering after --affine-parallelize=max-nested=1) and
#             mlirfuse (the same after --affine-loop-fusion and
#             --affine-scalrep first), mlirtile (the same after
#             --affine-loop-tile first: MLIR's best pipeline for locality),
#             polly (NAME.c compiled serially by $CLANG with Polly's
#             -polly-parallel, which finds the loops to run with OpenMP
#             itself) and blas (NAME.blas.c, the kernel as a call of
#             OpenBLAS, for the kernels that have one)
#   COMPILER  gcc ($GCC) or clang ($CLANG); none: $CC
#   -omp      compiled with -fopenmp (mlir: lowered through OpenMP)
# The scripts that source this file set: kernels_dir, work (the work
# directory), affc, cc, cflags, and, for the versions that need them,
# gcc_cc, clang_cc, mlir_bin.

# The flags every version is compiled with unless CFLAGS says otherwise:
# -ffp-contract=off because MLIR's lowering fuses no multiply-add, so the
# versions compute the same bits; -falign-loops=64 because where the
# linker happens to place a tight inner loop otherwise decides its speed:
# on a 16-core Xeon, the same conv2d C linked in two places ran 1.49x
# apart at 2 threads without it and 0.99x with it (bench/scaling.sh).
# shellcheck disable=SC2034  # used by the scripts that source this file
bench_default_cflags="-O3 -march=native -ffp-contract=off -falign-loops=64"

# Every kernel, in the order the issue lists them.
# shellcheck disable=SC2034  # used by the scripts that source this file
bench_all_kernels=(gemm 2mm atax bicg mvt syrk jacobi-2d heat-3d fdtd-2d
                   seidel-2d conv2d covariance chain normalize pipeline temps)

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

# bench_table_lines NAME FN VERSION...: the kernel table lines (see
# bench.h) of kernel NAME whose versions are the functions FN__VERSION
# ('-' written '_'; FN itself for an empty VERSION), NULL for a version
# given as '-' (it did not build).
bench_table_lines() {
  local name=$1 fn=$2 shapes sizes nargs fns="" v sym
  shift 2
  shapes=$(bench_shapes "$kernels_dir/$name.mlir") || return 1
  nargs=$(grep -c . <<< "$shapes")
  sizes=$(for s in $shapes; do echo $((${s//x/*})); done | paste -sd , |
          sed 's/,/, /g')
  for v in "$@"; do
    sym=NULL
    if [ "$v" != - ]; then
      sym=$fn${v:+__${v//-/_}}
      echo "BENCH_DECLARE($sym, $nargs)"
    fi
    [ "$sym" = NULL ] || sym="(BenchFn)$sym"
    fns+="${fns:+, }$sym"
  done
  echo "BENCH_KERNEL(\"$name\", $nargs, BENCH_SIZES($sizes), BENCH_FNS($fns))"
}

# bench_compiler VERSION: the C compiler command of VERSION.
bench_compiler() {
  case $1 in
    mlir*|polly*|*-clang|*-clang-omp) echo "$clang_cc" ;;
    *-gcc|*-gcc-omp) echo "$gcc_cc" ;;
    *) echo "$cc" ;;
  esac
}

# bench_mlir_to_llvm NAME VERSION: MLIR's own lowering of kernel NAME to
# LLVM IR, in $work/NAME.VERSION.ll; for mlirpar versions, of
# plain/NAME.mlir after --affine-parallelize=max-nested=1 (MLIR's own way
# to find the parallel loops, then run them as the OpenMP one); for
# mlirfuse versions, after --affine-loop-fusion --affine-scalrep and that;
# for mlirtile versions, after --affine-loop-tile (its default tile size)
# and that.
# Serial:
#   --lower-affine --convert-scf-to-cf
#   --convert-func-to-llvm=use-bare-ptr-memref-call-conv=1
#   --convert-to-llvm --reconcile-unrealized-casts
# (bare pointers: the function takes one double * per memref, like the
# C versions, instead of MLIR's memref descriptors). OpenMP (VERSION ends
# in -omp): --convert-scf-to-openmp with its default options after
# --lower-affine (which makes every affine.parallel an scf.parallel), and
# --finalize-memref-to-llvm before --convert-scf-to-cf: scf-to-openmp
# wraps each loop body in a memref.alloca_scope, whose region must stay
# one block, which scf-to-cf would break up. convert-to-llvm also lowers
# the omp dialect.
bench_mlir_to_llvm() {
  local passes=(--lower-affine --convert-scf-to-cf) input=$kernels_dir/$1.mlir
  [[ $2 == *-omp ]] &&
    passes=(--lower-affine --convert-scf-to-openmp --finalize-memref-to-llvm
            --convert-scf-to-cf)
  if [[ $2 == mlir[a-z]* ]]; then
    passes=(--affine-parallelize=max-nested=1 "${passes[@]}")
    input=$kernels_dir/plain/$1.mlir
  fi
  case $2 in
    mlirfuse*) passes=(--affine-loop-fusion --affine-scalrep "${passes[@]}") ;;
    mlirtile*) passes=(--affine-loop-tile "${passes[@]}") ;;
  esac
  "$mlir_bin/mlir-opt" "$input" "${passes[@]}" \
      --convert-func-to-llvm=use-bare-ptr-memref-call-conv=1 \
      --convert-to-llvm --reconcile-unrealized-casts |
    "$mlir_bin/mlir-translate" --mlir-to-llvmir -o "$work/$1.$2.ll"
}

# bench_applies NAME VERSION: whether kernel NAME has a VERSION (only the
# kernels with a NAME.blas.c have a blas version).
bench_applies() {
  [[ $2 != blas* ]] || [ -f "$kernels_dir/$1.blas.c" ]
}

# bench_compile NAME VERSION: compiles VERSION of kernel NAME into
# $work/NAME.VERSION.o, its function renamed <symbol>__VERSION ('-'
# written '_'). Fails if it does not build.
bench_compile() {
  local name=$1 v=$2 src flags=$cflags sym
  sym=$(bench_symbol "$name")
  case $v in
    affc[123]*) src=$work/$name.${v:0:5}.c
           [ -f "$src" ] ||
             "$affc" "-O${v:4:1}" --parallel-reductions --emit=c \
               "$kernels_dir/plain/$name.mlir" -o "$src" || return 1 ;;
    affc*) src=$work/$name.affc.c
           [ -f "$src" ] ||
             "$affc" --emit=c "$kernels_dir/$name.mlir" -o "$src" || return 1 ;;
    hand*) src=$kernels_dir/$name.c ;;
    polly*) src=$kernels_dir/$name.c
            flags+=" -mllvm -polly -mllvm -polly-parallel" ;;
    blas*) src=$kernels_dir/$name.blas.c ;;
    mlir*) src=$work/$name.$v.ll
           bench_mlir_to_llvm "$name" "$v" || return 1 ;;
    *) echo "lib.sh: unknown version $v" >&2; return 1 ;;
  esac
  [[ $v == *-omp ]] && flags+=" -fopenmp"
  # MLIR's LLVM IR names its own target triple; clang says it overrides it.
  [[ $v == mlir* ]] && flags+=" -Wno-override-module"
  # shellcheck disable=SC2086
  $(bench_compiler "$v") $flags -c "$src" -o "$work/$name.$v.tmp.o" &&
    objcopy --redefine-sym "$sym=${sym}__${v//-/_}" \
      "$work/$name.$v.tmp.o" "$work/$name.$v.o" &&
    rm "$work/$name.$v.tmp.o"
}

# bench_build NAME VERSION...: builds the versions of kernel NAME (the
# first is the reference and must build) and appends the kernel to
# $work/kernel_table.h. A version that fails is left out with a message,
# its entry is NULL and bench_incomplete is 1; so is the entry of a
# version the kernel does not have (bench_applies).
bench_build() {
  local name=$1 v built=()
  shift
  rm -f "$work/$name".affc{,1,2,3}.c
  for v in "$@"; do
    if ! bench_applies "$name" "$v"; then
      built+=(-)
    elif bench_compile "$name" "$v"; then
      built+=("$v")
    elif [ "$v" = "$1" ]; then
      echo "bench: $name left out: its reference version $v does not build" >&2
      return 1
    else
      echo "bench: $name: version $v does not build (above)" >&2
      built+=(-)
      bench_incomplete=1
    fi
  done
  bench_table_lines "$name" "$(bench_symbol "$name")" "${built[@]}" \
    >> "$work/kernel_table.h"
}

# bench_harness VERSION...: links $work/harness from harness.c and the
# objects of the kernels in $work/kernel_table.h, the versions labelled
# VERSION... in that order. LDLIBS: extra libraries (an OpenMP runtime);
# OpenBLAS when a blas version built.
bench_harness() {
  local labels blas=
  labels=$(printf '"%s", ' "$@")
  compgen -G "$work/*.blas.o" > /dev/null && blas=-lopenblas
  # shellcheck disable=SC2086
  $cc $cflags -I"$work" -I"$kernels_dir" \
    -DBENCH_VERSION_LABELS="${labels%, }" -o "$work/harness" \
    "$kernels_dir/harness.c" "$work"/*.o -lm $blas ${LDLIBS:-}
}

# bench_check_tools TOOL...: fails with a message unless every TOOL (a
# command name or path) can be run.
bench_check_tools() {
  local tool
  for tool in "$@"; do
    if ! command -v "$tool" > /dev/null; then
      echo "bench: $tool not found (scripts/setup-deps.sh installs the" \
           "tools; bench/parallel.sh also needs clang-22)" >&2
      return 1
    fi
  done
}

# bench_build_all: builds the versions "${versions[@]}" of the kernels
# "${names[@]}" (default: every kernel) and links $work/harness. Sets
# bench_incomplete to 1 when a kernel or version was left out. Fails when
# a kernel does not exist or nothing built.
bench_build_all() {
  local name
  bench_incomplete=0
  [ ${#names[@]} -gt 0 ] || names=("${bench_all_kernels[@]}")
  mkdir -p "$work"
  rm -f "$work"/*.o "$work/kernel_table.h"
  for name in "${names[@]}"; do
    if [ ! -f "$kernels_dir/$name.mlir" ]; then
      echo "bench: no kernel $name in $kernels_dir" >&2
      return 1
    fi
    bench_build "$name" "${versions[@]}" || bench_incomplete=1
  done
  if [ ! -s "$work/kernel_table.h" ]; then
    echo "bench: no kernel built" >&2
    return 1
  fi
  bench_harness "${versions[@]}"
}
