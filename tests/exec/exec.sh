#!/usr/bin/env bash
#
# exec.sh - runs one .mlir program two ways and compares what they print:
# MLIR's own pipeline (mlir-opt lowering + mlir-runner) gives the expected
# output; affc's C, compiled by every compiler at -O0 and -O2, and at -O2
# -fopenmp run with 1, 2, 4 and 8 threads, must print exactly the same
# bytes. The -O0 builds run under AddressSanitizer and UBSan, and any
# report fails: the C affc writes must not read out of bounds or rely on
# undefined behaviour, even where the compiler would forgive it.
#
# Usage: exec.sh --affc PATH --mlir-opt PATH --tmp BASE FILE [OPTION...]
#        exec.sh --check --mlir-opt PATH
#
# --check only says whether the tools are here (exit 77 and a SKIP line when
# one is missing). Tests use exec.sh through lit.sh's `%exec` substitution:
#   // RUN: %exec %s
#
# FILE must define `func.func @main()` taking nothing and returning nothing
# (or what --entry-point-result says).
# Options (each may be repeated except --pipeline, --c and --reference):
#   --affc-arg ARG      one more affc option (e.g. --affc-arg=--abi=mlir);
#                       with -O1..-O3 or --passes=, the module affc prints
#                       after its passes (--emit=mlir) must also run under
#                       mlir-runner to the expected output
#   --cflag FLAG        one more C compiler option (e.g. --cflag=-fopenmp)
#   --pipeline PASSES   mlir-opt passes replacing the default pipeline
#   --c CFILE           compile CFILE instead of affc's output (to test the
#                       runtime headers against mlir-runner directly)
#   --entry-point-result TYPE  @main returns TYPE (i32, i64 or f32), which
#                       mlir-runner prints, and so must affc's program
#   --reference RFILE   run RFILE under mlir-runner for the expected output
#                       instead of FILE (for programs MLIR cannot run, such
#                       as those with DMA ops: RFILE computes the same
#                       without them)
#
# The `base@ = 0x...` address printMemref* prints differs from run to run; it
# is replaced by `base@ = <addr>` on both sides before comparing.
#
# Environment: AFFC_EXEC_CC (default "gcc clang") the compilers to use,
# AFFC_EXEC_OMP_THREADS (default "1 2 4 8") the OMP_NUM_THREADS values
# the -fopenmp build runs with (empty: no OpenMP build),
# AFFC_EXEC_SANITIZE (default: every compiler) the compilers whose -O0
# build is sanitized (empty: none),
# AFFC_EXEC_TIMEOUT (default 20) seconds allowed to each step.
# Exit status: 0 same output everywhere, 1 a difference or a failed step
# (shown with its output or a diff), 2 bad usage, 77 a tool is missing.

set -u

# The lowering that makes every dialect affc reads run under mlir-runner.
# Order matters: the program's affine ops are lowered first, before any
# pass that applies MLIR's folding patterns (MLIR 22's canonicalization
# folds `affine.for %j = (d0 * -3) mod 7 (%i)` inside `affine.for %i = 7
# to 13` to the constant 6, changing the loop: see the README); complex
# ops become arith and math ops (complex-to-llvm would lower a few of them
# by other formulas: all take this one way, as affc's C does); a
# memref.realloc becomes an alloc, a copy and a dealloc (or a cast when it
# shrinks); then subview-like memref ops become descriptor arithmetic and vector
# transfers become loops, both emitting affine.apply, so before a second
# --lower-affine; math ops with an LLVM intrinsic use it, the others
# (cbrt, erf, ...) call libm and fpowi/ipowi become MLIR's helpers; func
# before vector, so that vector.print reuses the printF32 ... a program
# declares.
default_pipeline="--lower-affine --convert-complex-to-standard --expand-realloc
  --expand-strided-metadata --convert-vector-to-scf
  --lower-affine --convert-math-to-funcs --convert-math-to-llvm
  --convert-math-to-libm --convert-scf-to-cf --convert-func-to-llvm
  --convert-vector-to-llvm --convert-to-llvm --reconcile-unrealized-casts"
cflags_common="-std=c11 -Wall -Wextra -Werror"
opt_levels="-O0 -O2"
# The sanitized build: the program's own leaks (an alloc without a
# dealloc) are MLIR's to allow, so only memory errors and UB count.
sanitize_cflags="-fsanitize=address,undefined -fno-sanitize-recover=all"
sanitize_env="ASAN_OPTIONS=detect_leaks=0 UBSAN_OPTIONS=print_stacktrace=1"
# The OpenMP build: affc's parallel loops and reductions must print the
# same bytes whatever the number of threads (MLIR leaves the order of a
# parallel loop's iterations and of its reduction open, so a test whose
# output depends on it is wrong, not the OpenMP build).
omp_cflags="-O2 -fopenmp"

affc= mlir_opt= base= file= check=0 pipeline= c_file= reference= result=void
affc_args=() extra_cflags=()
while [ $# -gt 0 ]; do
  case $1 in
    --*=*) set -- "${1%%=*}" "${1#*=}" "${@:2}"; continue ;;
    --affc) affc=$2; shift 2 ;;
    --mlir-opt) mlir_opt=$2; shift 2 ;;
    --tmp) base=$2; shift 2 ;;
    --check) check=1; shift ;;
    --affc-arg) affc_args+=("$2"); shift 2 ;;
    --cflag) extra_cflags+=("$2"); shift 2 ;;
    --pipeline) pipeline=$2; shift 2 ;;
    --c) c_file=$2; shift 2 ;;
    --reference) reference=$2; shift 2 ;;
    --entry-point-result) result=$2; shift 2 ;;
    -*) echo "exec.sh: unknown option $1" >&2; exit 2 ;;
    *) file=$1; shift ;;
  esac
done
compilers=${AFFC_EXEC_CC:-gcc clang}
sanitized=${AFFC_EXEC_SANITIZE-$compilers}
omp_threads=${AFFC_EXEC_OMP_THREADS-1 2 4 8}
step_timeout=${AFFC_EXEC_TIMEOUT:-20}

skip() { echo "SKIP: $*"; exit 77; }
fail() { echo "FAIL: $*"; exit 1; }

# Sets mlir_runner and runner_libs from mlir-opt's installation, or skips.
find_tools() {
  [ -n "$mlir_opt" ] && [ -x "$mlir_opt" ] || skip "mlir-opt not found"
  local bin lib name so libs=()
  bin=$(dirname "$mlir_opt")
  lib=$bin/../lib
  mlir_runner=$bin/mlir-runner
  [ -x "$mlir_runner" ] || skip "mlir-runner not found next to $mlir_opt"
  for name in libmlir_runner_utils libmlir_c_runner_utils; do
    # Debian's mlir-22-tools ships only the versioned file (.so.22.1).
    so=$(ls "$lib/$name.so" "$lib/$name.so".* 2>/dev/null | head -n 1)
    [ -n "$so" ] || skip "$name.so not found in $lib"
    libs+=("$so")
  done
  runner_libs=$(IFS=,; echo "${libs[*]}")
  local cc
  for cc in $compilers; do
    command -v "$cc" > /dev/null || skip "C compiler $cc not found"
  done
}

find_tools
[ "$check" = 1 ] && exit 0
if { [ -z "$affc" ] && [ -z "$c_file" ]; } || [ -z "$base" ] || [ -z "$file" ]; then
  echo "usage: exec.sh --affc PATH --mlir-opt PATH --tmp BASE FILE [OPTION...]" >&2
  exit 2
fi

# mlir-runner compiles for the host CPU, and LLVM leaves open which zero
# f16 maxnum/minnum return for +0 and -0: with AVX512-FP16 (vmaxsh) the
# first operand, without it libm's fmaxf (glibc: the second). affc's C
# gives the second everywhere, so the reference is pinned to that.
runner_mattr=()
case $(uname -m) in x86_64|amd64) runner_mattr=(--mattr=-avx512fp16) ;; esac

# Hides the one part of the output that changes between runs.
normalize() { sed -E 's/base@ = 0x[0-9a-fA-F]+/base@ = <addr>/g'; }

# Runs "$@" under the step timeout; stdout to $out, stderr to $err.
# On failure shows what happened and exits.
run_step() {
  local what=$1 out=$2 err=$3 status
  shift 3
  timeout "$step_timeout" "$@" > "$out" 2> "$err"
  status=$?
  [ $status -eq 0 ] && return 0
  [ $status -eq 124 ] && what="$what (timed out after ${step_timeout}s)"
  echo "FAIL: $what exited with status $status"
  echo "command: $*"
  echo "---- stderr ----"
  head -c 4000 "$err"
  echo "----------------"
  exit 1
}

# build_and_run NAME CC "FLAGS" [THREADS...]: compiles the C with CC and
# FLAGS into $base.NAME.exe and runs it once, or once per thread count
# with OMP_NUM_THREADS set. Each run leaves its normalized output in
# $base.NAME[.tN].actual and what built and ran it, for the report, in the
# matching .what file.
build_and_run() {
  local name=$1 cc=$2 flags=$3 t run what
  shift 3
  read -r -a flags <<< "$flags"
  run_step "$cc ${flags[*]}" "$base.$name.cc.out" "$base.$name.cc.err" \
    "$cc" $cflags_common "${flags[@]}" "${extra_cflags[@]}" "$c_src" \
    -o "$base.$name.exe" -lm
  [ $# -gt 0 ] || set -- ""
  for t in "$@"; do
    run=$name${t:+.t$t}
    what="$cc ${flags[*]}${t:+ with OMP_NUM_THREADS=$t}"
    run_step "the program built by $what" "$base.$run.raw" \
      "$base.$run.run.err" env $sanitize_env ${t:+OMP_NUM_THREADS=$t} \
      "$base.$name.exe"
    normalize < "$base.$run.raw" > "$base.$run.actual"
    echo "$what" > "$base.$run.what"
  done
}

[ -n "$pipeline" ] || pipeline=$default_pipeline
read -r -a passes <<< "${pipeline//$'\n'/ }"
mkdir -p "$(dirname "$base")"
rm -f "$base".*

# Expected output: MLIR lowers and runs the program.
run_step "mlir-opt (reference lowering)" "$base.ll.mlir" "$base.opt.err" \
  "$mlir_opt" "${reference:-$file}" "${passes[@]}"
run_step "mlir-runner" "$base.ref.raw" "$base.ref.err" \
  "$mlir_runner" "$base.ll.mlir" -e main --entry-point-result="$result" \
  --shared-libs="$runner_libs" "${runner_mattr[@]}"
normalize < "$base.ref.raw" > "$base.expected"

# Passes (-O1 and up, --passes=) must keep the program's meaning in MLIR
# too: the module affc prints after them runs under mlir-runner to the
# expected output.
if printf '%s\n' "${affc_args[@]}" | grep -qE '^(-O[1-3]|--passes=)'; then
  run_step "affc --emit=mlir" "$base.passes.mlir" "$base.passes.err" \
    "$affc" "${affc_args[@]}" --verify-each --emit=mlir "$file"
  run_step "mlir-opt (lowering affc's transformed module)" \
    "$base.passes.ll.mlir" "$base.passes.opt.err" \
    "$mlir_opt" "$base.passes.mlir" "${passes[@]}"
  run_step "mlir-runner (affc's transformed module)" "$base.passes.raw" \
    "$base.passes.run.err" "$mlir_runner" "$base.passes.ll.mlir" -e main \
    --entry-point-result="$result" --shared-libs="$runner_libs" "${runner_mattr[@]}"
  normalize < "$base.passes.raw" > "$base.passes.actual"
  if ! cmp -s "$base.expected" "$base.passes.actual"; then
    diff -u --label mlir-runner --label "mlir-runner after affc's passes" \
      "$base.expected" "$base.passes.actual" | head -n 60
    fail "$file: the module affc prints after its passes computes otherwise"
  fi
fi

# affc's C (or the given one), then each compiler at each level, compiled
# and run in parallel; then once more per compiler with OpenMP, run with
# each thread count (see build_and_run).
c_src=$c_file
if [ -z "$c_src" ]; then
  c_src=$base.c
  run_step "affc" "$base.affc.out" "$base.affc.err" \
    "$affc" "${affc_args[@]}" "$file" -o "$c_src"
fi
pids=() names=()
for cc in $compilers; do
  for opt in $opt_levels; do
    flags=$opt
    [ "$opt" = -O0 ] && [[ " $sanitized " == *" $cc "* ]] &&
      flags+=" $sanitize_cflags"
    build_and_run "$cc$opt" "$cc" "$flags" > "$base.$cc$opt.log" 2>&1 &
    pids+=($!) names+=("$cc$opt")
  done
  if [ -n "$omp_threads" ]; then
    build_and_run "$cc-omp" "$cc" "$omp_cflags" $omp_threads \
      > "$base.$cc-omp.log" 2>&1 &
    pids+=($!) names+=("$cc-omp")
  fi
done

# Each build's log names what failed; each of its outputs must be the
# expected one.
failed=0
for i in "${!pids[@]}"; do
  name=${names[$i]}
  if ! wait "${pids[$i]}"; then
    cat "$base.$name.log"
    failed=1
    continue
  fi
  for actual in "$base.$name".*actual; do
    what=$(cat "${actual%actual}what")
    if ! cmp -s "$base.expected" "$actual"; then
      echo "FAIL: output of the C built by $what differs from mlir-runner's"
      diff -u --label mlir-runner --label "C built by $what" \
        "$base.expected" "$actual" | head -n 60
      failed=1
    fi
  done
done
[ $failed -eq 0 ] || fail "$file (the C program is $c_src)"
exit 0
