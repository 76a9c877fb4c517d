#!/usr/bin/env bash
#
# parallel.sh - the comparison users make: each kernel of bench/kernels/
# as affc's C, as hand-written C and as MLIR's own lowering, serial and
# with OpenMP, built by gcc and clang, timed side by side in one run.
#
# Usage: bench/parallel.sh [--plain | --fusion | --schedule] [kernel...]
#                                                  (default: every kernel)
#   --plain   the kernels as MLIR's lowerings write them, affine.for loops
#             only (bench/kernels/plain/): affc -O1 --parallel-reductions
#             and MLIR's --affine-parallelize=max-nested=1 pipeline find
#             the parallel loops, against the same hand-written C
#   --fusion  the plain kernels whose nests feed each other (default:
#             chain, normalize, pipeline, temps), unfused (affc -O1, MLIR's
#             --affine-parallelize pipeline) and fused (affc -O2, MLIR's
#             pipeline with --affine-loop-fusion --affine-scalrep first)
#   --schedule  the plain kernels before (affc -O1) and after (affc -O3)
#             affc's polyhedral scheduler, against hand-written OpenMP,
#             MLIR's --affine-parallelize pipeline with and without
#             --affine-loop-tile, Polly (clang -mllvm -polly
#             -polly-parallel on the hand-written serial C) and, for gemm,
#             OpenBLAS (libopenblas-dev)
# Environment:
#   THREADS   OpenMP threads (default: the cores online); exported as
#             OMP_NUM_THREADS. OMP_PROC_BIND, OMP_PLACES, OMP_WAIT_POLICY
#             and KMP_* pass through to the runtime unchanged.
#   AFFC      affc (default build/affc)
#   GCC       gcc (default gcc); CLANG: clang of LLVM 22, which also
#             compiles MLIR's LLVM IR (default /usr/lib/llvm-22/bin/clang)
#   CFLAGS    for every version (default: bench_default_cflags of
#             bench/kernels/lib.sh, which says why)
#   OMP_LIB   the OpenMP runtime every version is linked with (default:
#             the libomp.so of $CLANG's, or else clang's, LLVM)
#   MLIR_BIN  mlir-opt and mlir-translate (default /usr/lib/llvm-22/bin)
#   REPEAT    fewest timed runs of each version (default 3), MIN_TIME
#             seconds each version's runs add up to at least (default 0.5)
#   CLOCK     wall (default) or cpu: with THREADS=1 only, each run's time is
#             the CPU time of the one thread that runs it, which time spent
#             descheduled does not inflate: on a busy machine, it compares
#             what each version's code costs, not the speedups
#   PEAK_GFLOPS  the machine's peak (default: derived from /proc/cpuinfo,
#             see peak_gflops), FMA_PIPES (default 2) for that derivation
#   BENCH_DIR work directory (default build/bench/parallel, or
#             build/bench/parallel-plain with --plain, -fusion with
#             --fusion, -schedule with --schedule)
#
# Versions (bench/kernels/lib.sh names them): hand-gcc (the reference),
# hand-gcc-omp, affc-gcc, affc-gcc-omp, the same four with clang, mlir
# and mlir-omp; with --plain: hand-gcc, hand-gcc-omp, affc1-gcc-omp, the
# same three with clang, and mlirpar-omp; with --fusion: hand-gcc,
# hand-gcc-omp, affc1-gcc-omp, affc2-gcc-omp, the same four with clang,
# mlirpar-omp and mlirfuse-omp; with --schedule: hand-gcc, hand-gcc-omp,
# affc1-gcc-omp, affc3-gcc-omp, the same four with clang, and
# mlirpar-omp, mlirtile-omp, polly and blas. Every version must give the
# reference's arrays bit for bit: no kernel reassociates a sum (the MLIR
# has no affine.parallel reductions, the hand-written OpenMP no reduction
# clauses); but OpenBLAS, within a relative 1e-10, and the peers' versions
# of --schedule (mlirtile-omp, polly), which may be wrong: the table then
# says WRONG and their ratios are left out. Times are
# wall-clock (the OpenMP versions use several cores), the best of the
# runs (CLOCK). Exit status 0 when every version built and agreed.

set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
kernels_dir=$root/bench/kernels
# shellcheck source=bench/kernels/lib.sh
source "$kernels_dir/lib.sh"
affc=${AFFC:-$root/build/affc}
gcc_cc=${GCC:-gcc}
clang_cc=${CLANG:-/usr/lib/llvm-22/bin/clang}
cc=$gcc_cc
cflags=${CFLAGS:-$bench_default_cflags}
mlir_bin=${MLIR_BIN:-/usr/lib/llvm-22/bin}
mode=
case ${1:-} in
  --plain|--fusion|--schedule) mode=${1#--}; shift ;;
esac
work=${BENCH_DIR:-$root/build/bench/parallel${mode:+-$mode}}
# nproc would follow OMP_NUM_THREADS; getconf counts the cores.
cores=$(getconf _NPROCESSORS_ONLN)
threads=${THREADS:-$cores}
case ${CLOCK:-wall} in
  wall) clock_flag=(--wall) ;;
  cpu) clock_flag=()
       [ "$threads" = 1 ] ||
         { echo "parallel.sh: CLOCK=cpu needs THREADS=1" >&2; exit 1; } ;;
  *) echo "parallel.sh: CLOCK must be wall or cpu" >&2; exit 1 ;;
esac
speedup_kernels=gemm,2mm,syrk,jacobi-2d,heat-3d,conv2d

# omp_library: $OMP_LIB, or the libomp.so next to $CLANG's (or else
# clang's) LLVM installation, which its -fopenmp links. gcc's libgomp is
# not used: one process holds one OpenMP runtime, and libomp also
# implements the GOMP_* entry points that gcc's -fopenmp code calls.
omp_library() {
  local c lib
  if [ -n "${OMP_LIB:-}" ]; then
    echo "$OMP_LIB"
    return 0
  fi
  for c in "$clang_cc" clang; do
    c=$(command -v "$c") || continue
    lib=$(dirname "$(realpath "$c")")/../lib/libomp.so
    [ -f "$lib" ] && { realpath "$lib"; return 0; }
  done
  echo "parallel.sh: no libomp.so found (install libomp-dev)" >&2
  return 1
}

# peak_gflops: the machine's double-precision peak in GFLOP/s, or
# $PEAK_GFLOPS: cores x GHz x FLOPs per cycle per core, where FLOPs per
# cycle = f64 lanes of the widest vector ISA in /proc/cpuinfo's flags
# (avx512f 8, avx 4, else 2) x 2 (a fused multiply-add is two FLOPs, when
# the flags have fma) x FMA_PIPES (default 2: vector FMA units per core,
# which no flag tells). GHz is cpuinfo's "cpu MHz" (the nominal clock on
# a virtual machine; turbo makes the real peak higher).
peak_gflops() {
  if [ -n "${PEAK_GFLOPS:-}" ]; then
    echo "$PEAK_GFLOPS"
    return
  fi
  awk -v cores="$cores" -v pipes="${FMA_PIPES:-2}" '
    /^cpu MHz/ && !mhz { mhz = $NF }
    /^flags/ && !flags { flags = $0 " " }
    END {
      lanes = flags ~ / avx512f / ? 8 : flags ~ / avx / ? 4 : 2
      fma = flags ~ / fma / ? 2 : 1
      printf "%.1f\n", cores * mhz / 1000 * lanes * fma * pipes
    }' /proc/cpuinfo
}

# gemm_flops: floating-point operations of one call of gemm.mlir:
# 2 NI NJ NK for the products, NI NK for alpha * A, NI NJ for beta * C.
gemm_flops() {
  local shapes c a
  shapes=$(bench_shapes "$kernels_dir/gemm.mlir")
  c=$(sed -n 1p <<< "$shapes")
  a=$(sed -n 2p <<< "$shapes")
  local ni=${c%x*} nj=${c#*x} nk=${a#*x}
  echo $((2 * ni * nj * nk + ni * nk + ni * nj))
}

[ -x "$affc" ] || { echo "parallel.sh: $affc not found (build affc first)" >&2; exit 1; }
bench_check_tools "$gcc_cc" "$clang_cc" objcopy "$mlir_bin/mlir-opt" \
  "$mlir_bin/mlir-translate"
omp_lib=$(omp_library)
LDLIBS="$omp_lib -Wl,-rpath,$(dirname "$omp_lib")"
names=("$@")
ratios=()
case $mode in
  '')
    versions=(hand-gcc hand-gcc-omp affc-gcc affc-gcc-omp
              hand-clang hand-clang-omp affc-clang affc-clang-omp mlir mlir-omp)
    affc_gcc=affc-gcc-omp affc_clang=affc-clang-omp mlir_omp=mlir-omp ;;
  plain)
    versions=(hand-gcc hand-gcc-omp affc1-gcc-omp
              hand-clang hand-clang-omp affc1-clang-omp mlirpar-omp)
    affc_gcc=affc1-gcc-omp affc_clang=affc1-clang-omp mlir_omp=mlirpar-omp ;;
  fusion)
    versions=(hand-gcc hand-gcc-omp affc1-gcc-omp affc2-gcc-omp
              hand-clang hand-clang-omp affc1-clang-omp affc2-clang-omp
              mlirpar-omp mlirfuse-omp)
    affc_gcc=affc2-gcc-omp affc_clang=affc2-clang-omp mlir_omp=mlirfuse-omp
    ratios=(--ratio "affc2-gcc-omp/affc1-gcc-omp<=1"
            --ratio "affc2-clang-omp/affc1-clang-omp<=1"
            --ratio "mlirfuse-omp/mlirpar-omp")
    [ ${#names[@]} -gt 0 ] || names=(chain normalize pipeline temps) ;;
  schedule)
    versions=(hand-gcc hand-gcc-omp affc1-gcc-omp affc3-gcc-omp
              hand-clang hand-clang-omp affc1-clang-omp affc3-clang-omp
              mlirpar-omp mlirtile-omp polly blas)
    affc_gcc=affc3-gcc-omp affc_clang=affc3-clang-omp mlir_omp=mlirpar-omp
    ratios=(--ratio "affc3-gcc-omp/affc1-gcc-omp<=1"
            --ratio "affc3-clang-omp/affc1-clang-omp<=1"
            --ratio "mlirtile-omp/affc3-clang-omp>=1.5"
            --ratio "polly/affc3-clang-omp"
            --ratio "blas/affc3-gcc-omp>=0.5@gemm"
            --ratio "hand-gcc/affc3-gcc-omp>=1.7@seidel-2d"
            --peer mlirtile-omp --peer polly --tolerance blas=1e-10) ;;
esac
bench_build_all

export OMP_NUM_THREADS=$threads OPENBLAS_NUM_THREADS=$threads
echo "affc: $("$affc" --version | head -n 1); gcc: $("$gcc_cc" --version | head -n 1);" \
     "clang: $("$clang_cc" --version | head -n 1)"
echo "flags: $cflags; OpenMP runtime: $omp_lib; OMP_NUM_THREADS=$threads" \
     "OMP_PROC_BIND=${OMP_PROC_BIND:-unset}"
echo "cpu: $(grep -m 1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//')," \
     "$cores cores; load average at start: $(cut -d ' ' -f 1-3 /proc/loadavg)"
status=0
"$work/harness" "${clock_flag[@]}" \
  --ratio "$affc_gcc/hand-gcc-omp<=1.05" \
  --ratio "$affc_clang/hand-clang-omp<=1.05" \
  --ratio "hand-gcc/$affc_gcc>=1.8@$speedup_kernels" \
  --ratio "hand-clang/$affc_clang>=1.8@$speedup_kernels" \
  --ratio "$mlir_omp/$affc_clang>=1" "${ratios[@]}" \
  --gflops "gemm=$(gemm_flops)" --peak "$(peak_gflops)" \
  "${REPEAT:-3}" "${MIN_TIME:-0.5}" "${names[@]}" || status=1
echo "load average at end: $(cut -d ' ' -f 1-3 /proc/loadavg)"
[ "$bench_incomplete" = 0 ] || status=1
exit $status
