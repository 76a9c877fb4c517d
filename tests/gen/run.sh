#!/usr/bin/env bash
#
# run.sh - differential testing of affc on random affine programs: each
# program from gen_affine runs under mlir-runner and as affc's C (gcc and
# clang, -O0 under AddressSanitizer and UBSan and -O2, and -O2 -fopenmp
# run with 1, 2, 4 and 8 threads, through tests/exec/exec.sh); their
# outputs must match, and no sanitizer may report.
#
# Usage: run.sh --affc PATH --gen PATH [OPTION...] N SEED
#   N programs, numbered 0..N-1, all from SEED (program P of SEED is always
#   the same: `gen_affine SEED P 1` writes it again).
# Options:
#   --mlir-opt PATH   default /usr/lib/llvm-22/bin/mlir-opt
#   --jobs J          batches run in parallel (default: nproc)
#   --batch K         programs per module (default 10): one mlir-runner run
#                     and 6 compiles cover K programs; a failing batch is
#                     rerun one program at a time to find the culprits
#   --keep DIR        where failing programs are saved (default
#                     ./affc-gen-failures), as seed<S>_prog<P>.mlir with the
#                     failure report in seed<S>_prog<P>.log
#   --max-failures M  once M failing programs are saved, a failing batch is
#                     saved whole (seed<S>_prog<A>-<B>) without finding its
#                     culprits (default 10)
#   --tmp DIR         scratch directory (default: a fresh one under /tmp)
#   --cflag FLAG      one more C compiler option (repeatable), as exec.sh's
#   --affc-arg ARG    one more affc option (repeatable), as exec.sh's: with
#                     -O1 the module affc prints after its passes runs
#                     under mlir-runner too
#   --plain           plain programs (gen_affine --plain): affine.for loops
#                     only, many of them parallel or reductions
#   --fusion          programs for loop fusion (gen_affine --fusion): plain,
#                     mostly nests over one shape that feed each other
# Environment: AFFC_EXEC_CC (compilers, default "gcc clang"),
# AFFC_EXEC_SANITIZE (compilers whose -O0 build is sanitized, default
# all) and AFFC_EXEC_OMP_THREADS (thread counts, default "1 2 4 8";
# empty: no OpenMP build) as for exec.sh.
#
# Prints one line per failing program (or batch) and a summary. A failure
# is named by the first step that failed: GENERATOR (gen_affine failed),
# REFERENCE (mlir-opt or mlir-runner rejected the program: a generator
# bug), AFFC (affc failed), COMPILE (the C did not compile cleanly), RUN
# (the program crashed or timed out), SANITIZER (AddressSanitizer or
# UBSan reported on the -O0 build), MISMATCH (different output), OMP
# (different output from the OpenMP build only: a thread count changed it).
# Exit status: 0 all programs agree, 1 some failed, 2 bad usage, 77 a
# tool is missing.

set -u

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
affc= gen= mlir_opt=/usr/lib/llvm-22/bin/mlir-opt
jobs=$(nproc 2>/dev/null || echo 2) batch=10 keep=$PWD/affc-gen-failures tmp=
max_failures=10
args=() exec_args=() gen_options=
while [ $# -gt 0 ]; do
  case $1 in
    --*=*) set -- "${1%%=*}" "${1#*=}" "${@:2}"; continue ;;
    --affc) affc=$2; shift 2 ;;
    --gen) gen=$2; shift 2 ;;
    --mlir-opt) mlir_opt=$2; shift 2 ;;
    --jobs) jobs=$2; shift 2 ;;
    --batch) batch=$2; shift 2 ;;
    --max-failures) max_failures=$2; shift 2 ;;
    --keep) keep=$2; shift 2 ;;
    --tmp) tmp=$2; shift 2 ;;
    --cflag) exec_args+=("--cflag=$2"); shift 2 ;;
    --affc-arg) exec_args+=("--affc-arg=$2"); shift 2 ;;
    --plain|--fusion) gen_options=$1; shift ;;
    -*) echo "run.sh: unknown option $1" >&2; exit 2 ;;
    *) args+=("$1"); shift ;;
  esac
done
if [ ${#args[@]} -ne 2 ] || [ -z "$affc" ] || [ -z "$gen" ]; then
  echo "usage: run.sh --affc PATH --gen PATH [OPTION...] N SEED" >&2
  exit 2
fi
count=${args[0]} seed=${args[1]}
bash "$here/../exec/exec.sh" --check --mlir-opt "$mlir_opt" || exit 77
if [ -z "$tmp" ]; then
  tmp=$(mktemp -d /tmp/affc-gen.XXXXXX)
  trap 'rm -rf "$tmp"' EXIT
fi
mkdir -p "$tmp" "$keep"
keep=$(cd "$keep" && pwd)
rm -f "$keep/seed${seed}_prog"*   # an earlier run's failures of this seed

# The first step that failed, from exec.sh's report on stdin.
classify() {
  local report
  report=$(cat)
  case $report in
    *"FAIL: gen_affine"*) echo GENERATOR ;;
    *"FAIL: mlir-opt"*|*"FAIL: mlir-runner"*) echo REFERENCE ;;
    *"FAIL: affc "*) echo AFFC ;;
    *"FAIL: gcc -O"*|*"FAIL: clang -O"*) echo COMPILE ;;
    *"runtime error:"*|*"ERROR: AddressSanitizer"*) echo SANITIZER ;;
    *"FAIL: the program built by"*) echo RUN ;;
    *"-O0 differs"*|*"-O2 differs"*) echo MISMATCH ;;
    *"OMP_NUM_THREADS="*) echo OMP ;;
    *) echo MISMATCH ;;
  esac
}

# Runs programs first..first+n-1 as one module in dir; exit status as
# exec.sh's. The report goes to dir/log.
run_module() {
  local first=$1 n=$2 dir=$3
  mkdir -p "$dir"
  if ! "$gen" "$seed" "$first" "$n" $gen_options > "$dir/prog.mlir" \
       2> "$dir/log"; then
    echo "FAIL: gen_affine $seed $first $n $gen_options" >> "$dir/log"
    return 1
  fi
  bash "$here/../exec/exec.sh" --affc "$affc" --mlir-opt "$mlir_opt" \
    --tmp "$dir/t" "$dir/prog.mlir" $exec_options > "$dir/log" 2>&1
}

# Saves the failing module in dir as <name>.mlir/.log in the keep
# directory and prints "FAIL <kind> <name>".
report_failure() {
  local dir=$1 name=$2
  cp "$dir/prog.mlir" "$keep/$name.mlir"
  cp "$dir/log" "$keep/$name.log"
  echo "FAIL $(classify < "$dir/log") $name"
}

# One batch: prints "ok N", or one FAIL line per culprit after rerunning the
# batch's programs one by one; once max_failures programs are known bad, a
# failing batch is kept whole instead (reruns cost time).
run_batch() {
  local first=$1 n=$2 dir=$tmp/batch$1 p known
  if run_module "$first" "$n" "$dir"; then
    echo "ok $n"
    rm -rf "$dir"
    return
  fi
  known=$(find "$keep" -name "seed${seed}_*.mlir" | wc -l)
  if [ "$n" -eq 1 ] || [ "$known" -ge "$max_failures" ]; then
    report_failure "$dir" "seed${seed}_prog${first}$([ "$n" -gt 1 ] &&
                           echo "-$((first + n - 1))")"
    return
  fi
  for ((p = first; p < first + n; p++)); do
    if run_module "$p" 1 "$dir/p$p"; then
      echo "ok 1"
    else
      report_failure "$dir/p$p" "seed${seed}_prog$p"
    fi
  done
}

# exec.sh options for every module (arrays do not cross `export`).
exec_options=${exec_args[*]+"${exec_args[*]}"}
export -f run_module run_batch classify report_failure
export here affc gen mlir_opt seed tmp keep exec_options max_failures \
  gen_options

for ((first = 0; first < count; first += batch)); do
  n=$((count - first < batch ? count - first : batch))
  echo "$first $n"
done | xargs -P "$jobs" -n 2 bash -c 'run_batch "$@"' _ > "$tmp/results"

passed=$(awk '$1 == "ok" { s += $2 } END { print s + 0 }' "$tmp/results")
grep '^FAIL' "$tmp/results" | sort -k3,3V | while read -r _ kind name; do
  echo "$kind: $keep/$name.mlir"
done
echo "random programs (seed $seed): $passed of $count agree with mlir-runner"
grep '^FAIL' "$tmp/results" | awk '{ print $2 }' | sort | uniq -c |
  while read -r n kind; do echo "  $kind: $n"; done
[ "$passed" -eq "$count" ]
